import type { StatusFatura } from '@irradia/shared/faturas/faturas.campos';
import {
  iniciarServidorSimulado,
  type PedidoSimulado,
  type RespostaSimulada,
} from '../../makers/servidor-simulado.ts';
import { pdfDeFaturaSimulada } from '../fatura-pdf-simulada.ts';
import type { ContaConcessionariaDeTeste, SimuladorConcessionaria } from '../types.ts';

// A local CEMIG portal GraphQL. There is no login here: on the real portal the login form needs a
// reCAPTCHA, so each test account's `senha` is the access token its user would have copied from the
// browser. `expirarSessoes()` makes every token answer 401 for good (a JWT does not come back to
// life), and `logins()` counts the sessions started with a token (first page of the installation
// list). Operations: SiteListByBusinessPartnerV2 (paged), BillsHistory, DebtsV2, BillPDF.

const STATUS: Record<StatusFatura, string> = {
  aberta: 'Open',
  fechada: 'Open',
  vencida: 'Overdue',
  paga: 'Paid',
  cancelada: 'Canceled',
};

export async function iniciarSimuladorCemig(
  contas: ContaConcessionariaDeTeste[],
  opcoes: { porta?: number } = {},
): Promise<SimuladorConcessionaria> {
  let expiradas = false;
  let logins = 0;
  const idDoSite = (matricula: string) => `S${matricula}`;
  const idDaConta = (matricula: string, mes: string) => `${matricula.slice(-4)}${mes.replace('-', '')}01`;

  async function tratar(p: PedidoSimulado): Promise<RespostaSimulada> {
    if (p.url.pathname !== '/graphql' || p.metodo !== 'POST')
      return { status: 404, corpo: { message: 'Not Found' } };
    const token = String(p.headers.authorization ?? '').replace(/^Bearer /, '');
    const dono = contas.find((c) => c.senha === token);
    if (!dono || expiradas)
      return { status: 401, corpo: { errors: [{ message: 'Unauthorized: invalid or expired token' }] } };
    if (p.headers.channel !== 'AGV') return { corpo: { errors: [{ message: 'Channel header required' }] } };
    const { operationName, variables } = JSON.parse(p.texto || '{}') as {
      operationName?: string;
      variables?: Record<string, Record<string, unknown>>;
    };
    const site = (id: unknown) => dono.unidades.find((u) => idDoSite(u.matricula) === id);

    if (operationName === 'SiteListByBusinessPartnerV2') {
      const n = Number(variables?.input?.pageNumber ?? 1);
      const t = Number(variables?.input?.pageSize ?? 10);
      if (n === 1) logins++;
      const sites = dono.unidades.map((u, i) => ({
        id: idDoSite(u.matricula),
        owner: dono.login,
        clientNumber: String(7_000_000_000 + i),
        siteNumber: u.matricula,
        address: 'RUA DAS FLORES 100 BELO HORIZONTE MG',
        status: 'Active',
        contract: `C${u.matricula}`,
        contractAccount: `CA${u.matricula}`,
        classSubClassDescription: 'Residencial Normal',
      }));
      return {
        corpo: {
          data: {
            siteListByBusinessPartnerV2: {
              sites: sites.slice((n - 1) * t, n * t),
              pagesCount: Math.max(1, Math.ceil(sites.length / t)),
              sitesCount: sites.length,
              activeSites: sites.length,
              inactiveSites: 0,
            },
          },
        },
      };
    }
    if (operationName === 'BillsHistory' || operationName === 'DebtsV2') {
      const u = site(variables?.input?.siteId);
      if (!u) return { corpo: { errors: [{ message: 'Site not found' }] } };
      const abertas = (s: StatusFatura) => s === 'aberta' || s === 'vencida' || s === 'fechada';
      const bills = u.faturas
        .filter((f) => (operationName === 'DebtsV2' ? abertas(f.status) : true))
        .map((f) => ({
          billIdentifier: idDaConta(u.matricula, f.mes),
          // The history does not follow the due date: an unpaid bill there still reads "Open".
          status: operationName === 'BillsHistory' && abertas(f.status) ? 'Open' : STATUS[f.status],
          value: f.valor_rs,
          referenceMonth: `${f.mes.slice(5)}/${f.mes.slice(0, 4)}`,
          dueDate: `${f.vencimento}T00:00:00`,
          consumption: f.consumo_kwh,
          documentContractAccount: `CA${u.matricula}`,
          ...(operationName === 'DebtsV2' ? { debtLockCode: '', debtLockDescription: '' } : {}),
        }));
      return { corpo: { data: { [operationName === 'DebtsV2' ? 'debtsV2' : 'billsHistory']: { bills } } } };
    }
    if (operationName === 'BillPDF') {
      const i = variables?.billPDFInput ?? {};
      const u = site(i.siteId);
      const f = u?.faturas.find((x) => idDaConta(u.matricula, x.mes) === i.billIdentifier);
      if (!u || !f) return { corpo: { errors: [{ message: 'Bill not found' }] } };
      const pdf = await pdfDeFaturaSimulada('CEMIG DISTRIBUIÇÃO S.A.', u.matricula, f);
      return { corpo: { data: { billPDF: { pdfBase64: Buffer.from(pdf).toString('base64') } } } };
    }
    return { corpo: { errors: [{ message: `Unknown operation ${operationName}` }] } };
  }

  const s = await iniciarServidorSimulado(
    { porta: opcoes.porta, limite: { status: 429, corpo: { message: 'Too Many Requests' } } },
    tratar,
  );
  return {
    url: s.origem,
    logins: () => logins,
    expirarSessoes: () => {
      expiradas = true;
    },
    limitar: s.limitar,
    fechar: s.fechar,
  };
}
