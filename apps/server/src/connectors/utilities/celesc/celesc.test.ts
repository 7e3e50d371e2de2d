import { extractText } from 'unpdf';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type ContaConcessionariaDeTeste,
  ErroConcessionaria,
  type SimuladorConcessionaria,
} from '../types.ts';
import { ClienteCelesc, camposCelesc, URL_PADRAO_CELESC } from './client.ts';
import { iniciarSimuladorCelesc } from './simulator.ts';

const AGORA = () => new Date('2026-11-22T15:00:00Z');
const conta: ContaConcessionariaDeTeste = {
  login: 'ana@exemplo.com.br',
  senha: 'Senha forte 1',
  unidades: [
    {
      matricula: '44120398',
      faturas: [
        { mes: '2026-07', vencimento: '2026-08-12', valor_rs: 98.4, consumo_kwh: 310, status: 'paga' },
        {
          mes: '2026-09',
          vencimento: '2026-10-13',
          valor_rs: 61.27,
          consumo_kwh: 402,
          compensada_kwh: 352,
          injetada_kwh: 518.5,
          saldo_kwh: 1240.75,
          status: 'paga',
        },
        {
          mes: '2026-10',
          vencimento: '2026-11-12',
          valor_rs: 64.02,
          consumo_kwh: 388,
          compensada_kwh: 338,
          injetada_kwh: 497,
          saldo_kwh: 1399.75,
          status: 'vencida',
        },
      ],
    },
    {
      matricula: '44987001',
      faturas: [
        { mes: '2026-10', vencimento: '2026-11-30', valor_rs: 233.1, consumo_kwh: 540, status: 'aberta' },
      ],
    },
  ],
};

let sim: SimuladorConcessionaria;
beforeAll(async () => {
  sim = await iniciarSimuladorCelesc([conta]);
});
afterAll(() => sim.fechar());

const cliente = (senha = conta.senha) =>
  new ClienteCelesc({ baseUrl: sim.url, login: conta.login, senha, agora: AGORA, timeoutMs: 5000 });

describe('Celesc: login', () => {
  it('entra com e-mail e senha e aponta para o Conecte por padrão', async () => {
    const antes = sim.logins();
    await cliente().entrar();
    expect(sim.logins()).toBe(antes + 1);
    expect(URL_PADRAO_CELESC).toBe('https://conecte.celesc.com.br');
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
});

describe('Celesc: faturas', () => {
  it('lista as faturas de todas as unidades a partir do mês pedido', async () => {
    const faturas = await cliente().listarFaturas('2026-09');
    expect(faturas.map((f) => [f.matricula, f.campos.mes_referencia, f.status])).toEqual([
      ['44120398', '2026-09', 'paga'],
      ['44120398', '2026-10', 'vencida'],
      ['44987001', '2026-10', 'aberta'],
    ]);
  });

  it('traz os números de geração distribuída da API: compensada, injetada e saldo em kWh', async () => {
    const [, outubro] = await cliente().listarFaturas('2026-09');
    expect(outubro?.campos).toEqual({
      matricula: '44120398',
      mes_referencia: '2026-10',
      vencimento: '2026-11-12',
      valor_total_rs: 64.02,
      consumo_kwh: 388,
      injetada_kwh: 497,
      compensada_kwh: 338,
      saldo_kwh: 1399.75,
    });
  });

  it('geração separada em ponta e fora de ponta soma na energia injetada', () => {
    const c = camposCelesc(
      { billingPeriod: '10/2026', generatedConsumptionFP: 410.5, generatedConsumptionNP: 20 },
      '1',
    );
    expect(c.injetada_kwh).toBe(430.5);
  });

  it('o PDF da 2ª via é um PDF com o total e o consumo da fatura', async () => {
    const c = cliente();
    const faturas = await c.listarFaturas('2026-09');
    const outubro = faturas.find((f) => f.matricula === '44120398' && f.campos.mes_referencia === '2026-10');
    const pdf = await c.baixarPdf(outubro as NonNullable<typeof outubro>);
    expect(Buffer.from(pdf.subarray(0, 4)).toString()).toBe('%PDF');
    const { text } = await extractText(pdf, { mergePages: true });
    expect(text).toContain('R$ 64,02');
    expect(text).toContain('CONSUMO kWh 388');
  });
});

describe('Celesc: sessão e limite', () => {
  it('sessão expirada: entra de novo uma vez e continua', async () => {
    const c = cliente();
    await c.listarFaturas('2026-10');
    const antes = sim.logins();
    sim.expirarSessoes();
    const faturas = await c.listarFaturas('2026-10');
    expect(faturas).toHaveLength(2);
    expect(sim.logins()).toBe(antes + 1);
  });

  it('portal limitando as chamadas: erro do tipo limite', async () => {
    const c = cliente();
    await c.entrar();
    sim.limitar(1);
    await expect(c.listarFaturas('2026-10')).rejects.toMatchObject({ tipo: 'limite' });
  });
});
