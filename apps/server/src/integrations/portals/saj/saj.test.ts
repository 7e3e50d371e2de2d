import { createCipheriv, createHash } from 'node:crypto';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ContaDeTeste, SimuladorDePortal } from '../contrato.ts';
import { assinaturaSaj, ClienteSaj, kwDoModeloSaj, senhaSaj, statusSaj } from './client.ts';
import { iniciarSimuladorSaj } from './simulator.ts';

const AGORA = new Date('2026-11-22T16:00:00Z');
const conta: ContaDeTeste = {
  credenciais: { login: 'casa@silva.com.br', senha: 'Senha forte 1' },
  usinas: [
    {
      id: '2952D7851F7147278195F923618A0741',
      nome: 'Casa Silva',
      latitude: -22.9,
      inversores: [{ serial: 'R5S2K0123456789', modelo: 'R5-6K-S2', kw: 6, status: 'online' }],
    },
  ],
};

let sim: SimuladorDePortal;
beforeAll(async () => {
  sim = await iniciarSimuladorSaj([conta], { agora: () => AGORA });
});
afterAll(() => sim.fechar());

describe('SAJ Elekeeper: assinatura e senha', () => {
  it('assinatura: pares ordenados sem vazios, MD5 e depois SHA-1 em maiúsculas', () => {
    const params = {
      timeStamp: '1700000000000',
      appProjectName: 'elekeeper',
      lang: 'en',
      vazio: '',
      random: 'abc',
    };
    const texto =
      'appProjectName=elekeeper&lang=en&random=abc&timeStamp=1700000000000&key=ktoKRLgQPjvNyUZO8lVc9kU1Bsip6XIe';
    const md5 = createHash('md5').update(texto).digest('hex');
    const esperado = createHash('sha1').update(md5).digest('hex').toUpperCase();
    expect(assinaturaSaj(params)).toEqual({
      signature: esperado,
      signParams: 'appProjectName,lang,random,timeStamp',
    });
  });

  it('senha: AES-128-ECB com a chave fixa do app web, em hex minúsculo', () => {
    const c = createCipheriv('aes-128-ecb', Buffer.from('ec1840a7c53cf0709eb784be480379b6', 'hex'), null);
    const esperado = Buffer.concat([c.update('Senha forte 1'), c.final()]).toString('hex');
    expect(senhaSaj('Senha forte 1')).toBe(esperado);
    expect(esperado).toHaveLength(32);
  });

  it('status e potência do modelo', () => {
    expect(statusSaj({ runningState: 1, isOnline: 'Y' })).toBe('online');
    expect(statusSaj({ runningState: 2, isOnline: 'Y', faultMsgList: [] })).toBe('online');
    expect(statusSaj({ runningState: 2, isOnline: 'Y', faultMsgList: ['Grid'] })).toBe('erro');
    expect(statusSaj({ runningState: '3' })).toBe('offline');
    expect(statusSaj({ runningState: 1, isOnline: 'N' })).toBe('offline');
    expect(kwDoModeloSaj('R5-6K-S2')).toBe(6);
    expect(kwDoModeloSaj('R6-8.5K-T2')).toBe(8.5);
    expect(kwDoModeloSaj('desconhecido')).toBeNull();
  });
});

describe('SAJ Elekeeper: regiões e protocolo', () => {
  it('tenta os nós em ordem: um fora do ar e outro sem a conta não impedem o login no certo', async () => {
    const fora = 'http://127.0.0.1:9/dev-api';
    const outro = await iniciarSimuladorSaj([], { agora: () => AGORA });
    try {
      const c = new ClienteSaj({
        baseUrl: `${fora},${outro.url},${sim.url}`,
        credenciais: conta.credenciais,
        agora: () => AGORA,
        timeoutMs: 10_000,
      });
      const usinas = await c.listarUsinas();
      expect(usinas.map((u) => [u.id, u.nome, u.potenciaKwp])).toEqual([
        ['2952D7851F7147278195F923618A0741', 'Casa Silva', 6],
      ]);
    } finally {
      await outro.fechar();
    }
  });

  it('senha errada em todos os nós: credenciais incorretas', async () => {
    const c = new ClienteSaj({
      baseUrl: sim.url,
      credenciais: { login: conta.credenciais.login, senha: 'x' },
    });
    await expect(c.entrar()).rejects.toMatchObject({
      tipo: 'credenciais',
      message: 'Login ou senha do portal incorretos',
    });
  });

  it('resposta sem o envelope conhecido: diz que o protocolo do SAJ pode ter mudado', async () => {
    const estranho = createServer((_, res) => res.end(JSON.stringify({ ok: true })));
    await new Promise<void>((r) => estranho.listen(0, '127.0.0.1', r));
    const { port } = estranho.address() as AddressInfo;
    try {
      const c = new ClienteSaj({
        baseUrl: `http://127.0.0.1:${port}/dev-api`,
        credenciais: conta.credenciais,
      });
      await expect(c.entrar()).rejects.toMatchObject({
        tipo: 'protocolo',
        message: expect.stringContaining('SAJ Elekeeper respondeu num formato que o Irradia não reconhece'),
      });
    } finally {
      estranho.close();
    }
  });
});
