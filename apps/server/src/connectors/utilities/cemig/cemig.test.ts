import { extractText } from 'unpdf';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type ContaConcessionariaDeTeste,
  ErroConcessionaria,
  type SimuladorConcessionaria,
} from '../types.ts';
import { ClienteCemig, MENSAGEM_TOKEN_CEMIG, sessaoCemig, URL_PADRAO_CEMIG } from './client.ts';
import { iniciarSimuladorCemig } from './simulator.ts';

const AGORA = () => new Date('2026-11-22T15:00:00Z');
const TOKEN = 'eyJhbGciOiJSUzI1NiJ9.eyJpc3MiOiJjZW1pZy1wcm9kIn0.assinatura';

// Twelve installations: more than one page of the installation list (10 per page).
const extras = Array.from({ length: 11 }, (_, i) => ({
  matricula: String(3_012_000_100 + i),
  faturas: [
    {
      mes: '2026-10',
      vencimento: '2026-11-25',
      valor_rs: 50 + i,
      consumo_kwh: 100 + i,
      status: 'paga' as const,
    },
  ],
}));
const conta: ContaConcessionariaDeTeste = {
  login: '123.456.789-09',
  senha: TOKEN,
  unidades: [
    {
      matricula: '3012345678',
      faturas: [
        { mes: '2026-08', vencimento: '2026-09-10', valor_rs: 76.66, consumo_kwh: 199, status: 'paga' },
        { mes: '2026-09', vencimento: '2026-10-13', valor_rs: 81.3, consumo_kwh: 205, status: 'paga' },
        { mes: '2026-10', vencimento: '2026-11-12', valor_rs: 92.15, consumo_kwh: 231, status: 'vencida' },
      ],
    },
    ...extras,
  ],
};

let sim: SimuladorConcessionaria;
beforeAll(async () => {
  sim = await iniciarSimuladorCemig([conta]);
});
afterAll(() => sim.fechar());

const cliente = (senha = TOKEN, url = sim.url) =>
  new ClienteCemig({ baseUrl: url, login: conta.login, senha, agora: AGORA, timeoutMs: 5000 });

describe('CEMIG: sessão copiada do navegador', () => {
  it('entra com o token colado e aponta para o portal de atendimento por padrão', async () => {
    const antes = sim.logins();
    await cliente().entrar();
    expect(sim.logins()).toBe(antes + 1);
    expect(URL_PADRAO_CEMIG).toBe('https://www.atendimento.cemig.com.br');
  });

  it('token inválido: pede um novo token da CEMIG', async () => {
    const erro = await cliente('token-velho')
      .entrar()
      .catch((e: unknown) => e);
    expect(erro).toBeInstanceOf(ErroConcessionaria);
    expect(erro).toMatchObject({
      tipo: 'credenciais',
      message: 'Sessão da CEMIG expirada: entre no site da CEMIG e copie um novo token',
    });
  });

  it('aceita "Bearer …" ou o JSON da sessão do portal, de onde vêm os cabeçalhos de protocolo', () => {
    expect(sessaoCemig(`Bearer ${TOKEN}`).token).toBe(TOKEN);
    const json = JSON.stringify({
      user: { document: '12345678909' },
      protocol: {
        protocol: '2026112200001',
        protocolId: '77',
        pId: '9',
        type: 'PF',
        userBusinessPartner: '100200',
      },
      token: { accessToken: TOKEN },
    });
    expect(sessaoCemig(json)).toEqual({
      token: TOKEN,
      headers: {
        Protocol: '2026112200001',
        'Protocol-Id': '77',
        'P-Id': '9',
        'Protocol-Type': 'PF',
        'User-Business-Partner': '100200',
      },
    });
  });
});

describe('CEMIG: faturas', () => {
  it('lista as faturas de todas as instalações, lendo todas as páginas da lista', async () => {
    const faturas = await cliente().listarFaturas('2026-10');
    expect(faturas).toHaveLength(12);
    expect(new Set(faturas.map((f) => f.matricula)).size).toBe(12);
  });

  it('só traz faturas a partir do mês pedido, com valor em R$ e consumo em kWh', async () => {
    const faturas = (await cliente().listarFaturas('2026-09')).filter((f) => f.matricula === '3012345678');
    expect(
      faturas.map((f) => [f.campos.mes_referencia, f.status, f.campos.valor_total_rs, f.campos.consumo_kwh]),
    ).toEqual([
      ['2026-09', 'paga', 81.3, 205],
      ['2026-10', 'vencida', 92.15, 231],
    ]);
    expect(faturas[1]?.campos.vencimento).toBe('2026-11-12');
  });

  it('o PDF vem do BillPDF e traz o total da fatura', async () => {
    const c = cliente();
    const [setembro] = (await c.listarFaturas('2026-09')).filter((f) => f.matricula === '3012345678');
    const pdf = await c.baixarPdf(setembro as NonNullable<typeof setembro>);
    expect(Buffer.from(pdf.subarray(0, 4)).toString()).toBe('%PDF');
    const { text } = await extractText(pdf, { mergePages: true });
    expect(text).toContain('TOTAL A PAGAR R$ 81,30');
  });

  it('portal limitando as chamadas: erro do tipo limite', async () => {
    sim.limitar(1);
    await expect(cliente().listarFaturas('2026-10')).rejects.toMatchObject({ tipo: 'limite' });
  });
});

describe('CEMIG: token expirado', () => {
  it('não há login automático: pede ao usuário um novo token', async () => {
    const outro = await iniciarSimuladorCemig([conta]);
    try {
      const c = cliente(TOKEN, outro.url);
      await c.listarFaturas('2026-10');
      outro.expirarSessoes();
      await expect(c.listarFaturas('2026-10')).rejects.toMatchObject({
        tipo: 'credenciais',
        message: MENSAGEM_TOKEN_CEMIG,
      });
      expect(outro.logins()).toBe(1);
    } finally {
      await outro.fechar();
    }
  });
});
