import { randomUUID } from 'node:crypto';
import type { StatusFatura } from '@irradia/shared/faturas/faturas.campos';
import {
  iniciarServidorSimulado,
  type PedidoSimulado,
  type RespostaSimulada,
} from '../../makers/servidor-simulado.ts';
import { pdfDeFaturaSimulada } from '../fatura-pdf-simulada.ts';
import type { ContaConcessionariaDeTeste, FaturaDeTeste, SimuladorConcessionaria } from '../types.ts';

// A local Celesc "Conecte": JSON login at /auth/login (401 with a GraphQL-style error when the
// password is wrong), Bearer tokens that can be expired (401 "Unauthorized"), and the three
// GraphQL operations the client uses — allContracts, getAllBills with the DG numbers, and the
// duplicateBill mutation answering the PDF in base64. The operation is told by its field name.

const STATUS: Record<StatusFatura, string> = {
  aberta: 'EM ABERTO',
  fechada: 'EM ABERTO',
  vencida: 'VENCIDA',
  paga: 'PAGA',
  cancelada: 'CANCELADA',
};

const codigo = (matricula: string, mes: string) => `${matricula.slice(-6)}${mes.replace('-', '')}`;

export async function iniciarSimuladorCelesc(
  contas: ContaConcessionariaDeTeste[],
  opcoes: { porta?: number } = {},
): Promise<SimuladorConcessionaria> {
  const tokens = new Map<string, number>();
  let logins = 0;
  const parceiro = (i: number) => String(1_000_100 + i);

  async function tratar(p: PedidoSimulado): Promise<RespostaSimulada> {
    const corpo = JSON.parse(p.texto || '{}') as Record<string, unknown>;
    if (p.url.pathname === '/auth/login' && p.metodo === 'POST') {
      const i = contas.findIndex((c) => c.login === corpo.username && c.senha === corpo.password);
      if (i < 0 || corpo.channel !== 'ZAW')
        return { status: 401, corpo: { data: null, errors: [{ message: 'Usuário ou senha inválidos.' }] } };
      logins++;
      const token = randomUUID();
      tokens.set(token, i);
      return {
        corpo: {
          data: {
            authenticate: {
              message: 'Login efetuado com sucesso!',
              login: { accessToken: token, refreshToken: randomUUID() },
              sapAccess: { partner: parceiro(i), channel: 'ZAW', accessId: `A${i}` },
              profile: { givenName: 'Cliente' },
            },
          },
        },
      };
    }
    if (p.url.pathname !== '/graphql' || p.metodo !== 'POST')
      return { status: 404, corpo: { message: 'Not Found' } };
    const i = tokens.get(String(p.headers.authorization ?? '').replace(/^Bearer /, ''));
    if (i === undefined)
      return {
        status: 401,
        corpo: { errors: [{ message: 'Unauthorized', extensions: { code: 'UNAUTHENTICATED' } }] },
      };
    const conta = contas[i] as ContaConcessionariaDeTeste;
    const query = String(corpo.query ?? '');
    const v = (corpo.variables ?? {}) as Record<string, Record<string, unknown> | string>;
    if (v.partner !== undefined && v.partner !== parceiro(i))
      return { corpo: { data: null, errors: [{ message: 'Parceiro não pertence ao usuário' }] } };

    if (/\ballContracts\s*\(/.test(query))
      return {
        corpo: {
          data: {
            allContracts: {
              contracts: conta.unidades.map((u) => ({
                partner: parceiro(i),
                installation: u.matricula,
                contract: `4${u.matricula}`,
                contractAccount: `3${u.matricula}`,
                status: 'ATIVO',
              })),
            },
          },
        },
      };
    if (/\bgetAllBills\s*\(/.test(query)) {
      const u = conta.unidades.find(
        (x) => x.matricula === v.installation && `3${x.matricula}` === v.contractAccount,
      );
      if (!u) return { corpo: { data: null, errors: [{ message: 'Instalação não encontrada' }] } };
      return {
        corpo: {
          data: {
            getAllBills: {
              bills: u.faturas.map((f) => ({
                code: codigo(u.matricula, f.mes),
                protocol: null,
                installation: u.matricula,
                dueDate: f.vencimento,
                totalAmount: f.valor_rs,
                billingPeriod: `${f.mes.slice(5)}/${f.mes.slice(0, 4)}`,
                consumption: f.consumo_kwh,
                compensation: f.compensada_kwh ?? 0,
                generatedConsumption: f.injetada_kwh ?? 0,
                reservedGeneratedConsumption: f.saldo_kwh ?? 0,
                flag: 'VERDE',
                status: STATUS[f.status],
              })),
            },
          },
        },
      };
    }
    if (/\bduplicateBill\s*\(/.test(query)) {
      const e = v.duplicateBillInput as Record<string, unknown>;
      let achada: { matricula: string; f: FaturaDeTeste } | undefined;
      for (const u of conta.unidades)
        for (const f of u.faturas)
          if (`3${u.matricula}` === e?.contractAccount && codigo(u.matricula, f.mes) === e?.invoiceId)
            achada = { matricula: u.matricula, f };
      if (!achada) return { corpo: { data: null, errors: [{ message: 'Fatura não encontrada' }] } };
      const pdf = await pdfDeFaturaSimulada('CELESC DISTRIBUIÇÃO S.A.', achada.matricula, achada.f);
      return {
        corpo: {
          data: {
            duplicateBill: { invoiceId: e.invoiceId, invoiceBase64: Buffer.from(pdf).toString('base64') },
          },
        },
      };
    }
    return { corpo: { data: null, errors: [{ message: 'Cannot query field' }] } };
  }

  const s = await iniciarServidorSimulado(
    { porta: opcoes.porta, limite: { status: 429, corpo: { message: 'Too Many Requests' } } },
    tratar,
  );
  return {
    url: s.origem,
    logins: () => logins,
    expirarSessoes: () => tokens.clear(),
    limitar: s.limitar,
    fechar: s.fechar,
  };
}
