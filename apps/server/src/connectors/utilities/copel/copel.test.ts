import { extractText } from 'unpdf';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type ContaConcessionariaDeTeste,
  ErroConcessionaria,
  type SimuladorConcessionaria,
} from '../types.ts';
import { ClienteCopel, MENSAGEM_LIMITE_COPEL, URL_PADRAO_COPEL } from './client.ts';
import { iniciarSimuladorCopel } from './simulator.ts';

const AGORA = () => new Date('2026-11-22T15:00:00Z');
const conta: ContaConcessionariaDeTeste = {
  login: '123.456.789-09',
  senha: 'Senha forte 1',
  unidades: [
    {
      matricula: '100012345678',
      faturas: [
        { mes: '2026-08', vencimento: '2026-09-18', valor_rs: 310.2, consumo_kwh: 1020, status: 'paga' },
        { mes: '2026-09', vencimento: '2026-10-19', valor_rs: 1845.33, consumo_kwh: 2716, status: 'paga' },
        { mes: '2026-10', vencimento: '2026-11-10', valor_rs: 402.87, consumo_kwh: 1180, status: 'vencida' },
        { mes: '2026-11', vencimento: '2026-12-10', valor_rs: 398.5, consumo_kwh: 1165, status: 'aberta' },
      ],
    },
    {
      matricula: '100087654321',
      faturas: [
        { mes: '2026-11', vencimento: '2026-12-12', valor_rs: 77.4, consumo_kwh: 140, status: 'aberta' },
      ],
    },
  ],
};

let sim: SimuladorConcessionaria;
beforeAll(async () => {
  sim = await iniciarSimuladorCopel([conta], { loginsPorMinuto: 100 });
});
afterAll(() => sim.fechar());

const cliente = (senha = conta.senha, url = sim.url) =>
  new ClienteCopel({ baseUrl: url, login: conta.login, senha, agora: AGORA, timeoutMs: 5000 });

describe('Copel: login no AVA', () => {
  it('entra com CPF e senha pelo formulário JSF e aponta para copel.com por padrão', async () => {
    const antes = sim.logins();
    await cliente().entrar();
    expect(sim.logins()).toBe(antes + 1);
    expect(URL_PADRAO_COPEL).toBe('https://www.copel.com');
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

  it('mais de 6 logins seguidos: a Copel recusa e o erro é do tipo limite', async () => {
    const outro = await iniciarSimuladorCopel([conta]);
    try {
      for (let i = 0; i < 6; i++) await cliente(conta.senha, outro.url).entrar();
      await expect(cliente(conta.senha, outro.url).entrar()).rejects.toMatchObject({
        tipo: 'limite',
        message: MENSAGEM_LIMITE_COPEL,
      });
    } finally {
      await outro.fechar();
    }
  });
});

describe('Copel: faturas', () => {
  // One session for the whole block, as the invoices job does (Copel refuses quick re-logins).
  let c: ClienteCopel;
  beforeAll(() => {
    c = cliente();
  });

  it('lê a tabela de débitos e a de 2ª via de cada unidade, a partir do mês pedido', async () => {
    const faturas = await c.listarFaturas('2026-09');
    expect(faturas.map((f) => [f.matricula, f.campos.mes_referencia, f.status])).toEqual([
      ['100012345678', '2026-09', 'paga'],
      ['100012345678', '2026-10', 'vencida'],
      ['100012345678', '2026-11', 'aberta'],
      ['100087654321', '2026-11', 'aberta'],
    ]);
  });

  it('valores "1.845,33" viram R$ 1845.33 e o consumo vem do histórico em kWh', async () => {
    const [setembro] = await c.listarFaturas('2026-09');
    expect(setembro).toEqual({
      id: '1234567820260901',
      matricula: '100012345678',
      status: 'paga',
      campos: {
        matricula: '100012345678',
        mes_referencia: '2026-09',
        vencimento: '2026-10-19',
        valor_total_rs: 1845.33,
        consumo_kwh: 2716,
      },
    });
  });

  it('o PDF da 2ª via é um PDF com o total da fatura', async () => {
    const faturas = await c.listarFaturas('2026-11');
    const outra = faturas.find((f) => f.matricula === '100087654321');
    const pdf = await c.baixarPdf(outra as NonNullable<typeof outra>);
    expect(Buffer.from(pdf.subarray(0, 4)).toString()).toBe('%PDF');
    const { text } = await extractText(pdf, { mergePages: true });
    expect(text).toContain('TOTAL A PAGAR R$ 77,40');
    expect(text).toContain('UNIDADE CONSUMIDORA 100087654321');
  });
});

describe('Copel: sessão e limite', () => {
  it('sessão expirada: entra de novo uma vez e continua', async () => {
    const c = cliente();
    await c.listarFaturas('2026-11');
    const antes = sim.logins();
    sim.expirarSessoes();
    expect(await c.listarFaturas('2026-11')).toHaveLength(2);
    expect(sim.logins()).toBe(antes + 1);
  });

  it('resposta 429 do portal: erro do tipo limite', async () => {
    const c = cliente();
    await c.entrar();
    sim.limitar(1);
    await expect(c.listarFaturas('2026-11')).rejects.toMatchObject({ tipo: 'limite' });
  });
});
