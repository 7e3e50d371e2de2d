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
  it('assinatura: pares ordenados sem vazios, MD5 e depois SHA-1 em maiúsculas; signParams na ordem dada', () => {
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
    // The signature is unchanged (sorted pairs); only signParams now keeps the set's order.
    expect(assinaturaSaj(params)).toEqual({
      signature: esperado,
      signParams: 'timeStamp,appProjectName,lang,random',
    });
  });

  // Verified page §3, DIFFERS (capture): signParams in insertion order
  // "appProjectName,clientDate,lang,timeStamp,random,clientId", random of 32 alphanumerics,
  // rememberMe "true"; the signature is still over the sorted pairs (verified numerically there).
  it('login como o capturado: signParams na ordem de inserção, random alfanumérico de 32, rememberMe true', async () => {
    const pedidos: string[] = [];
    const espiao: typeof fetch = async (entrada, init) => {
      if (String(entrada).endsWith('/api/v1/sys/login')) pedidos.push(String(init?.body ?? ''));
      return fetch(entrada, init);
    };
    const c = new ClienteSaj({
      baseUrl: sim.url,
      credenciais: conta.credenciais,
      agora: () => AGORA,
      fetch: espiao,
    });
    await c.entrar();
    const form = Object.fromEntries(new URLSearchParams(pedidos[0]));
    expect(form.signParams).toBe('appProjectName,clientDate,lang,timeStamp,random,clientId');
    expect(form.random).toMatch(/^[A-Za-z0-9]{32}$/);
    expect(form.rememberMe).toBe('true');
    expect(form).toMatchObject({
      appProjectName: 'elekeeper',
      clientDate: '2026-11-22',
      lang: 'en',
      timeStamp: String(AGORA.getTime()),
      clientId: 'esolar-monitor-admin',
      loginType: '1',
      username: 'casa@silva.com.br',
    });
    // The signature recomputed here from the six common parameters, sorted, by hand.
    const ordenado = ['appProjectName', 'clientDate', 'clientId', 'lang', 'random', 'timeStamp']
      .map((k) => `${k}=${form[k]}`)
      .join('&');
    const md5 = createHash('md5').update(`${ordenado}&key=ktoKRLgQPjvNyUZO8lVc9kU1Bsip6XIe`).digest('hex');
    expect(form.signature).toBe(createHash('sha1').update(md5).digest('hex').toUpperCase());
    // The order of signParams does not change the signature.
    const comuns = Object.fromEntries(
      ['appProjectName', 'clientDate', 'lang', 'timeStamp', 'random', 'clientId'].map((k) => [
        k,
        String(form[k]),
      ]),
    );
    const invertido = Object.fromEntries(Object.entries(comuns).reverse());
    expect(assinaturaSaj(invertido).signature).toBe(assinaturaSaj(comuns).signature);
    expect(assinaturaSaj(invertido).signParams).toBe(
      'clientId,random,timeStamp,lang,clientDate,appProjectName',
    );
    // Every login gets its own random.
    await c.entrar();
    expect(new URLSearchParams(pedidos[1]).get('random')).not.toBe(form.random);
  });

  it('chamadas de dados: parâmetros do pedido antes dos comuns em signParams, assinatura conferida pelo simulador', async () => {
    const urls: URL[] = [];
    const espiao: typeof fetch = async (entrada, init) => {
      urls.push(new URL(String(entrada)));
      return fetch(entrada, init);
    };
    const c = new ClienteSaj({
      baseUrl: sim.url,
      credenciais: conta.credenciais,
      agora: () => AGORA,
      fetch: espiao,
    });
    await expect(c.listarInversores('2952D7851F7147278195F923618A0741')).resolves.toHaveLength(1);
    const lista = urls.find((u) => u.pathname.endsWith('/getDeviceList'));
    expect(lista?.searchParams.get('signParams')).toBe(
      'plantUid,searchOfficeIdArr,pageNo,pageSize,appProjectName,clientDate,lang,timeStamp,random,clientId',
    );
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
