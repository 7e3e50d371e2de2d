import type { StatusFatura } from '@irradia/shared/faturas/faturas.campos';
import { juntarUrl } from '../../makers/http.ts';
import {
  type ClienteConcessionaria,
  conferirMes,
  dataIso,
  ErroConcessionaria,
  type FaturaRemota,
  mesReferencia,
  numero,
  type OpcoesClienteConcessionaria,
  ordenarFaturas,
  pdfDeBase64,
  pedirJson,
  protocoloDaConcessionaria,
  semVazios,
  statusEmAberto,
} from '../types.ts';

// CEMIG (reference/utility-portals.md §1). The login form at atende.cemig.com.br carries a
// reCAPTCHA v2 that blocks any server-side login, so Irradia works on a captured session: the user
// logs in on the CEMIG site and pastes the access token (the Keycloak JWT the portal sends as
// Bearer) — `senha` holds it, `login` is only the CPF/CNPJ or e-mail shown on screen. Pasting the
// whole JSON of /portal/api/auth/session works too and also fills the protocol headers the portal
// sends. There is no refresh: when the token expires the user must paste a new one.
// Data comes from the portal's GraphQL: sites (paged), bill history plus open debts, and BillPDF.

export const URL_PADRAO_CEMIG = 'https://www.atendimento.cemig.com.br';
export const MENSAGEM_TOKEN_CEMIG = 'Sessão da CEMIG expirada: entre no site da CEMIG e copie um novo token';
const NOME = 'CEMIG';
const TAMANHO_PAGINA_CEMIG = 10;

const CONSULTA_INSTALACOES = `query SiteListByBusinessPartnerV2($input: SiteListByBusinessPartnerV2Input!) {
  siteListByBusinessPartnerV2(input: $input) {
    sites { id owner clientNumber siteNumber status contract contractAccount }
    pagesCount sitesCount
  }
}`;

const CAMPOS_CONTA = 'billIdentifier status value referenceMonth dueDate consumption documentContractAccount';

const CONSULTA_HISTORICO = `query BillsHistory($input: BillsHistoryInput!) {
  billsHistory(input: $input) { bills { ${CAMPOS_CONTA} } }
}`;

const CONSULTA_DEBITOS = `query DebtsV2($input: DebtsV2Input!) {
  debtsV2(input: $input) { bills { ${CAMPOS_CONTA} debtLockCode debtLockDescription } }
}`;

const CONSULTA_PDF = `query BillPDF($billPDFInput: BillPDFInput!) {
  billPDF(billPDFInput: $billPDFInput) { pdfBase64 }
}`;

/** What the user pasted: a bare token ("Bearer …" too) or the portal's session JSON. */
export function sessaoCemig(colado: string): { token: string; headers: Record<string, string> } {
  const t = colado.trim();
  if (t.startsWith('{')) {
    try {
      const j = JSON.parse(t) as Record<string, unknown>;
      const s = (j.data ?? j) as { token?: { accessToken?: unknown }; protocol?: Record<string, unknown> };
      const p = s.protocol ?? {};
      const headers: Record<string, string> = {};
      const copiar = (h: string, v: unknown) => {
        if (v !== undefined && v !== null && v !== '') headers[h] = String(v);
      };
      copiar('Protocol', p.protocol);
      copiar('Protocol-Id', p.protocolId);
      copiar('P-Id', p.pId);
      copiar('Protocol-Type', p.type);
      copiar('User-Business-Partner', p.userBusinessPartner);
      copiar('Site-Business-Partner', p.siteBusinessPartner);
      return { token: String(s.token?.accessToken ?? ''), headers };
    } catch {
      return { token: '', headers: {} };
    }
  }
  return { token: t.replace(/^Bearer\s+/i, ''), headers: {} };
}

function statusCemig(s: unknown, vencimento: string | undefined, agora: Date): StatusFatura {
  const t = String(s ?? '').toLowerCase();
  if (/paid|pag[ao]/.test(t)) return 'paga';
  if (/cancel/.test(t)) return 'cancelada';
  if (/overdue|expired|vencid/.test(t)) return 'vencida';
  return statusEmAberto(vencimento, agora);
}

interface Instalacao {
  id: string;
  siteNumber: string;
}

export class ClienteCemig implements ClienteConcessionaria {
  readonly sigla = 'Cemig-D';
  private instalacoes: Instalacao[] | null = null;
  private readonly sessao: { token: string; headers: Record<string, string> };

  constructor(private readonly o: OpcoesClienteConcessionaria) {
    this.sessao = sessaoCemig(o.senha);
  }

  private async graphql<T>(
    operationName: string,
    raiz: string,
    query: string,
    variables: object,
  ): Promise<T> {
    if (!this.sessao.token) throw new ErroConcessionaria('credenciais', MENSAGEM_TOKEN_CEMIG);
    const r = await pedirJson(this.o, NOME, juntarUrl(this.o.baseUrl, '/graphql'), {
      metodo: 'POST',
      headers: {
        Authorization: `Bearer ${this.sessao.token}`,
        Channel: 'AGV',
        'Protocol-Type': 'PF',
        ...this.sessao.headers,
      },
      corpo: { operationName, query, variables },
    });
    const corpo = r.corpo as {
      data?: Record<string, unknown>;
      errors?: Array<{ message?: unknown; extensions?: { code?: unknown } }>;
    } | null;
    const erros = corpo?.errors ?? [];
    const semSessao = erros.some(
      (e) => e.extensions?.code === 'UNAUTHENTICATED' || /unauthori[sz]ed|jwt|token/i.test(String(e.message)),
    );
    // No refresh token and no server-side login (reCAPTCHA): only the user can bring a new token.
    if (r.status === 401 || r.status === 403 || semSessao)
      throw new ErroConcessionaria('credenciais', MENSAGEM_TOKEN_CEMIG);
    if (erros.length) throw protocoloDaConcessionaria(NOME, `${operationName}: ${String(erros[0]?.message)}`);
    const d = corpo?.data?.[raiz];
    if (!d || typeof d !== 'object') throw protocoloDaConcessionaria(NOME, `${operationName} sem ${raiz}`);
    return d as T;
  }

  /** Checks the pasted token by reading the account's installations (every page). */
  async entrar(): Promise<void> {
    const todas: Instalacao[] = [];
    for (let pagina = 1; pagina <= 50; pagina++) {
      const d = await this.graphql<{ sites?: unknown; pagesCount?: unknown }>(
        'SiteListByBusinessPartnerV2',
        'siteListByBusinessPartnerV2',
        CONSULTA_INSTALACOES,
        { input: { pageNumber: pagina, pageSize: TAMANHO_PAGINA_CEMIG } },
      );
      if (!Array.isArray(d.sites)) throw protocoloDaConcessionaria(NOME, 'lista de instalações sem sites');
      for (const s of d.sites as Array<Record<string, unknown>>) {
        // Terminated contracts stay listed; they have no bills to fetch any more.
        if (String(s.status) === 'Terminated') continue;
        todas.push({ id: String(s.id ?? ''), siteNumber: String(s.siteNumber ?? '') });
      }
      if (pagina >= (Number(d.pagesCount) || 1) || d.sites.length < TAMANHO_PAGINA_CEMIG) break;
    }
    this.instalacoes = todas;
  }

  private async lista(): Promise<Instalacao[]> {
    if (!this.instalacoes) await this.entrar();
    return this.instalacoes ?? [];
  }

  async listarFaturas(desde: string): Promise<FaturaRemota[]> {
    conferirMes(desde);
    const agora = this.o.agora?.() ?? new Date();
    const faturas: FaturaRemota[] = [];
    for (const s of await this.lista()) {
      const historico = await this.graphql<{ bills?: unknown }>(
        'BillsHistory',
        'billsHistory',
        CONSULTA_HISTORICO,
        {
          input: { siteId: s.id },
        },
      );
      // Open bills come from DebtsV2; they win over the history's copy of the same bill.
      const debitos = await this.graphql<{ bills?: unknown }>('DebtsV2', 'debtsV2', CONSULTA_DEBITOS, {
        input: { siteId: s.id },
      });
      if (!Array.isArray(historico.bills) || !Array.isArray(debitos.bills))
        throw protocoloDaConcessionaria(NOME, 'contas sem bills');
      const porId = new Map<string, Record<string, unknown>>();
      for (const b of [...historico.bills, ...debitos.bills] as Array<Record<string, unknown>>)
        porId.set(String(b.billIdentifier), b);
      for (const [id, b] of porId) {
        const campos = semVazios({
          matricula: s.siteNumber,
          mes_referencia: mesReferencia(b.referenceMonth),
          vencimento: dataIso(b.dueDate),
          valor_total_rs: numero(b.value),
          consumo_kwh: numero(b.consumption),
        });
        if (!campos.mes_referencia || campos.mes_referencia < desde) continue;
        faturas.push({
          id,
          matricula: s.siteNumber,
          status: statusCemig(b.status, campos.vencimento, agora),
          campos,
        });
      }
    }
    return ordenarFaturas(faturas);
  }

  async baixarPdf(f: FaturaRemota): Promise<Uint8Array> {
    const s = (await this.lista()).find((x) => x.siteNumber === f.matricula);
    if (!s) throw protocoloDaConcessionaria(NOME, `instalação ${f.matricula} fora da conta`);
    const d = await this.graphql<{ pdfBase64?: unknown }>('BillPDF', 'billPDF', CONSULTA_PDF, {
      billPDFInput: { siteId: s.id, billIdentifier: f.id },
    });
    return pdfDeBase64(NOME, d.pdfBase64);
  }
}
