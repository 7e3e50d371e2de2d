import { extractText } from 'unpdf';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type ContaConcessionariaDeTeste,
  ErroConcessionaria,
  type SimuladorConcessionaria,
} from '../types.ts';
import { ClienteEnelSp, hostsEnelSp, MENSAGEM_CAPTCHA_ENEL, URL_PADRAO_ENEL_SP } from './client.ts';
import { iniciarSimuladorEnelSp } from './simulator.ts';

const AGORA = () => new Date('2026-11-22T15:00:00Z');
const conta: ContaConcessionariaDeTeste = {
  login: 'bruno@exemplo.com.br',
  senha: 'Senha forte 1',
  unidades: [
    {
      matricula: '0123456789',
      faturas: [
        { mes: '2026-08', vencimento: '2026-09-15', valor_rs: 187.4, consumo_kwh: 410, status: 'paga' },
        { mes: '2026-09', vencimento: '2026-10-15', valor_rs: 201.9, consumo_kwh: 436, status: 'paga' },
        { mes: '2026-10', vencimento: '2026-11-16', valor_rs: 1234.56, consumo_kwh: 2100, status: 'vencida' },
        { mes: '2026-11', vencimento: '2026-12-15', valor_rs: 175.02, consumo_kwh: 380, status: 'aberta' },
      ],
    },
    {
      matricula: '0987654321',
      faturas: [
        { mes: '2026-11', vencimento: '2026-12-15', valor_rs: 88.1, consumo_kwh: 150, status: 'aberta' },
      ],
    },
  ],
};

let sim: SimuladorConcessionaria;
beforeAll(async () => {
  sim = await iniciarSimuladorEnelSp([conta]);
});
afterAll(() => sim.fechar());

const cliente = (senha = conta.senha, url = sim.url) =>
  new ClienteEnelSp({ baseUrl: url, login: conta.login, senha, agora: AGORA, timeoutMs: 5000 });

describe('Enel SP: login pelo Enel ID', () => {
  it('entra pelo SSO e, em produção, fala com os três endereços da Enel', async () => {
    const antes = sim.logins();
    await cliente().entrar();
    expect(sim.logins()).toBe(antes + 1);
    expect(hostsEnelSp(URL_PADRAO_ENEL_SP)).toEqual({
      contas: 'https://accounts.enel.com',
      site: 'https://www.enel.com.br',
      api: 'https://exp-portalsp-pro.de-c1.eu1.cloudhub.io',
    });
  });

  it('senha errada: "Login ou senha da concessionária incorretos"', async () => {
    const erro = await cliente('errada')
      .entrar()
      .catch((e: unknown) => e);
    expect(erro).toBeInstanceOf(ErroConcessionaria);
    expect(erro).toMatchObject({
      tipo: 'credenciais',
      message: 'Login ou senha da concessionária incorretos',
    });
  });

  it('depois de muitas recusas o Imperva pede captcha: erro do tipo captcha', async () => {
    const outro = await iniciarSimuladorEnelSp([conta]);
    try {
      for (let i = 0; i < 5; i++)
        await cliente('errada', outro.url)
          .entrar()
          .catch(() => undefined);
      await expect(cliente(conta.senha, outro.url).entrar()).rejects.toMatchObject({
        tipo: 'captcha',
        message: MENSAGEM_CAPTCHA_ENEL,
      });
    } finally {
      await outro.fechar();
    }
  });
});

describe('Enel SP: faturas', () => {
  it('lista ET_CONTAS de cada instalação a partir do mês pedido', async () => {
    const faturas = await cliente().listarFaturas('2026-09');
    expect(faturas.map((f) => [f.matricula, f.campos.mes_referencia, f.status])).toEqual([
      ['0123456789', '2026-09', 'paga'],
      ['0123456789', '2026-10', 'vencida'],
      ['0123456789', '2026-11', 'aberta'],
      ['0987654321', '2026-11', 'aberta'],
    ]);
  });

  it('valor em R$ e vencimento; o consumo não vem da API da Enel (fica para o PDF)', async () => {
    const faturas = await cliente().listarFaturas('2026-10');
    expect(faturas[0]?.campos).toEqual({
      matricula: '0123456789',
      mes_referencia: '2026-10',
      vencimento: '2026-11-16',
      valor_total_rs: 1234.56,
    });
  });

  it('o PDF (E_BIN_FAT) é um PDF com o total e o consumo da fatura', async () => {
    const c = cliente();
    const [outubro] = await c.listarFaturas('2026-10');
    const pdf = await c.baixarPdf(outubro as NonNullable<typeof outubro>);
    expect(Buffer.from(pdf.subarray(0, 4)).toString()).toBe('%PDF');
    const { text } = await extractText(pdf, { mergePages: true });
    expect(text).toContain('TOTAL A PAGAR R$ 1.234,56');
    expect(text).toContain('CONSUMO kWh 2.100');
  });
});

describe('Enel SP: sessão e limite', () => {
  it('JWT expirado: faz o SSO de novo uma vez e continua', async () => {
    const c = cliente();
    await c.listarFaturas('2026-11');
    const antes = sim.logins();
    sim.expirarSessoes();
    expect(await c.listarFaturas('2026-11')).toHaveLength(2);
    expect(sim.logins()).toBe(antes + 1);
  });

  it('portal limitando as chamadas: erro do tipo limite', async () => {
    const c = cliente();
    await c.entrar();
    sim.limitar(1);
    await expect(c.listarFaturas('2026-11')).rejects.toMatchObject({ tipo: 'limite' });
  });
});
