import type { CamposFatura, StatusFatura } from '@irradia/shared/faturas/faturas.campos';
import { juntarUrl } from '../../makers/http.ts';
import {
  type ClienteConcessionaria,
  comSessao,
  conferirMes,
  dataIso,
  ErroConcessionaria,
  type FaturaRemota,
  MENSAGEM_CREDENCIAIS,
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

// Celesc "Conecte" (reference/utility-portals.md §7, grade B): e-mail + password posted as JSON
// to /auth/login (no captcha seen), then a GraphQL API with the Bearer token. The invoice list
// `getAllBills` carries the DG numbers (compensation, generatedConsumption*), so Celesc is the one
// utility whose SCEE balance comes from the API instead of the PDF. The PDF is the mutation
// `duplicateBill` (2ª via) answering base64. Field formats (dates, months, status words) were not
// seen in a capture: the parsers accept the usual spellings.

export const URL_PADRAO_CELESC = 'https://conecte.celesc.com.br';
const NOME = 'Celesc';
/** Channel of the web app (login body and duplicateBill). */
const CANAL = 'ZAW';
/** Profile category of a person's account; companies are GRPB. */
const PERFIL = 'GRPA';

const CONSULTA_CONTRATOS = `query allContracts($partner: String!, $profileType: String!) {
  allContracts(partner: $partner, profileType: $profileType) {
    contracts { partner installation contract contractAccount status }
  }
}`;

const CONSULTA_FATURAS = `query getAllBills($partner: String!, $installation: String!, $contractAccount: String!) {
  getAllBills(partner: $partner, installation: $installation, contractAccount: $contractAccount) {
    bills {
      code installation dueDate totalAmount billingPeriod consumption compensation
      generatedConsumption generatedConsumptionFP generatedConsumptionNP reservedGeneratedConsumption status
    }
  }
}`;

const MUTACAO_SEGUNDA_VIA = `mutation duplicateBill($duplicateBillInput: DuplicateBillInput!) {
  duplicateBill(duplicateBillInput: $duplicateBillInput, target: "sap") { invoiceId invoiceBase64 }
}`;

interface Contrato {
  installation: string;
  contractAccount: string;
}

interface Sap {
  partner: string;
  channel: string;
  accessId: string;
}

/** Status words of the bill list; an open bill becomes `vencida` after its due date. */
function statusCelesc(s: unknown, vencimento: string | undefined, agora: Date): StatusFatura {
  const t = String(s ?? '').toUpperCase();
  if (/PAG|QUITAD/.test(t)) return 'paga';
  if (/CANCEL/.test(t)) return 'cancelada';
  if (/VENCID/.test(t)) return 'vencida';
  return statusEmAberto(vencimento, agora);
}

/** A bill of getAllBills in the shared field names: R$, kWh; DG numbers where Celesc gives them. */
export function camposCelesc(b: Record<string, unknown>, matricula: string): CamposFatura {
  const fp = numero(b.generatedConsumptionFP);
  const np = numero(b.generatedConsumptionNP);
  // Generation split by post (fora ponta / na ponta) only on Group A / white-tariff units.
  const injetada =
    numero(b.generatedConsumption) ??
    (fp !== undefined || np !== undefined ? (fp ?? 0) + (np ?? 0) : undefined);
  return semVazios({
    matricula,
    mes_referencia: mesReferencia(b.billingPeriod),
    vencimento: dataIso(b.dueDate),
    valor_total_rs: numero(b.totalAmount),
    consumo_kwh: numero(b.consumption),
    injetada_kwh: injetada,
    compensada_kwh: numero(b.compensation),
    saldo_kwh: numero(b.reservedGeneratedConsumption),
  });
}

export class ClienteCelesc implements ClienteConcessionaria {
  readonly sigla = 'Celesc-DIS';
  private token: string | null = null;
  private sap: Sap | null = null;
  private contratos: Contrato[] | null = null;

  constructor(private readonly o: OpcoesClienteConcessionaria) {}

  private origem() {
    return new URL(this.o.baseUrl).origin;
  }

  async entrar(): Promise<void> {
    this.token = null;
    const r = await pedirJson(this.o, NOME, juntarUrl(this.o.baseUrl, '/auth/login'), {
      metodo: 'POST',
      headers: { Origin: this.origem(), Referer: `${this.origem()}/`, 'execution-requester': PERFIL },
      corpo: {
        username: this.o.login.trim(),
        password: this.o.senha,
        socialCode: '',
        socialRedirectUri: '',
        channel: CANAL,
        accessIp: '',
        deviceId: 'irradia',
        firebaseToken: '',
      },
    });
    const corpo = r.corpo as {
      data?: { authenticate?: { login?: { accessToken?: unknown }; sapAccess?: Record<string, unknown> } };
      errors?: Array<{ message?: unknown }>;
      message?: unknown;
    } | null;
    const auth = corpo?.data?.authenticate;
    const token = auth?.login?.accessToken;
    if (typeof token === 'string' && token) {
      const s = auth?.sapAccess ?? {};
      this.token = token;
      this.sap = {
        partner: String(s.partner ?? ''),
        channel: String(s.channel ?? CANAL),
        accessId: String(s.accessId ?? ''),
      };
      if (!this.sap.partner) throw protocoloDaConcessionaria(NOME, 'login sem sapAccess.partner');
      return;
    }
    if (r.status === 400 || r.status === 401 || r.status === 403 || corpo?.errors?.length)
      throw new ErroConcessionaria('credenciais', MENSAGEM_CREDENCIAIS);
    throw protocoloDaConcessionaria(NOME, `login sem accessToken (HTTP ${r.status})`);
  }

  private async graphql<T>(operationName: string, query: string, variables: object): Promise<T> {
    const r = await pedirJson(this.o, NOME, juntarUrl(this.o.baseUrl, '/graphql'), {
      metodo: 'POST',
      headers: { Authorization: `Bearer ${this.token}`, Origin: this.origem(), Referer: `${this.origem()}/` },
      corpo: { operationName, query, variables },
    });
    const corpo = r.corpo as {
      data?: Record<string, unknown>;
      errors?: Array<{ message?: unknown; extensions?: { code?: unknown } }>;
    };
    const erros = corpo?.errors ?? [];
    const semSessao = erros.some(
      (e) => e.extensions?.code === 'UNAUTHENTICATED' || /unauthori[sz]ed|token/i.test(String(e.message)),
    );
    if (r.status === 401 || r.status === 403 || semSessao)
      throw new ErroConcessionaria('sessao_expirada', 'Sessão da Celesc expirada');
    if (erros.length) throw protocoloDaConcessionaria(NOME, `${operationName}: ${String(erros[0]?.message)}`);
    const d = corpo?.data?.[operationName];
    if (!d || typeof d !== 'object') throw protocoloDaConcessionaria(NOME, `${operationName} sem data`);
    return d as T;
  }

  private sessao<T>(fn: () => Promise<T>): Promise<T> {
    return comSessao(this.token !== null, () => this.entrar(), fn);
  }

  private async listarContratos(): Promise<Contrato[]> {
    const d = await this.graphql<{ contracts?: unknown }>('allContracts', CONSULTA_CONTRATOS, {
      partner: this.sap?.partner,
      profileType: PERFIL,
    });
    if (!Array.isArray(d.contracts)) throw protocoloDaConcessionaria(NOME, 'allContracts sem contracts');
    this.contratos = (d.contracts as Array<Record<string, unknown>>).map((c) => ({
      installation: String(c.installation ?? ''),
      contractAccount: String(c.contractAccount ?? ''),
    }));
    return this.contratos;
  }

  listarFaturas(desde: string): Promise<FaturaRemota[]> {
    conferirMes(desde);
    const agora = this.o.agora?.() ?? new Date();
    return this.sessao(async () => {
      const faturas: FaturaRemota[] = [];
      for (const c of await this.listarContratos()) {
        const d = await this.graphql<{ bills?: unknown }>('getAllBills', CONSULTA_FATURAS, {
          partner: this.sap?.partner,
          installation: c.installation,
          contractAccount: c.contractAccount,
        });
        if (!Array.isArray(d.bills)) throw protocoloDaConcessionaria(NOME, 'getAllBills sem bills');
        for (const b of d.bills as Array<Record<string, unknown>>) {
          const campos = camposCelesc(b, c.installation);
          if (!campos.mes_referencia || campos.mes_referencia < desde) continue;
          faturas.push({
            id: String(b.code ?? ''),
            matricula: c.installation,
            status: statusCelesc(b.status, campos.vencimento, agora),
            campos,
          });
        }
      }
      return ordenarFaturas(faturas);
    });
  }

  baixarPdf(f: FaturaRemota): Promise<Uint8Array> {
    return this.sessao(async () => {
      const contratos = this.contratos ?? (await this.listarContratos());
      const c = contratos.find((x) => x.installation === f.matricula);
      if (!c) throw protocoloDaConcessionaria(NOME, `unidade ${f.matricula} fora da conta`);
      const d = await this.graphql<{ invoiceBase64?: unknown }>('duplicateBill', MUTACAO_SEGUNDA_VIA, {
        duplicateBillInput: {
          contractAccount: c.contractAccount,
          accessId: this.sap?.accessId,
          partner: this.sap?.partner,
          invoiceId: f.id,
          bill: '',
          channel: this.sap?.channel ?? CANAL,
        },
      });
      return pdfDeBase64(NOME, d.invoiceBase64);
    });
  }
}
