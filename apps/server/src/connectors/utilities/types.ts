import type { CamposFatura, StatusFatura } from '@irradia/shared/faturas/faturas.campos';
import { type PedidoPortal, pedirAoPortal, type RespostaPortal } from '../makers/http.ts';
import { ErroPortal } from '../makers/types.ts';

// What every utility (concessionária) client gives the invoices module, whatever its portal speaks
// (reference/utility-portals.md). Fields use the shared invoice names (faturas.campos): kWh, R$,
// months YYYY-MM, dates YYYY-MM-DD. A number the portal does not give stays absent.

export interface FaturaRemota {
  /** The invoice's number on the portal (BELNR, code, billIdentifier, Nr. da fatura). */
  id: string;
  /** The installation / UC number the portal shows to the customer. */
  matricula: string;
  status: StatusFatura;
  campos: CamposFatura;
}

export interface ClienteConcessionaria {
  readonly sigla: string;
  entrar(): Promise<void>;
  /** Invoices whose reference month is `desde` (YYYY-MM) or later, every unit of the account. */
  listarFaturas(desde: string): Promise<FaturaRemota[]>;
  baixarPdf(f: FaturaRemota): Promise<Uint8Array>;
}

export type TipoErroConcessionaria =
  | 'credenciais'
  | 'sessao_expirada'
  | 'captcha'
  | 'limite'
  | 'inacessivel'
  | 'protocolo';

export const MENSAGEM_CREDENCIAIS = 'Login ou senha da concessionária incorretos';

/** A failure the invoices module can act on: ask for the password, ask for the PDF, retry later… */
export class ErroConcessionaria extends Error {
  constructor(
    readonly tipo: TipoErroConcessionaria,
    message: string,
  ) {
    super(message);
    this.name = 'ErroConcessionaria';
  }
}

export interface OpcoesClienteConcessionaria {
  baseUrl: string;
  login: string;
  senha: string;
  timeoutMs?: number;
  fetch?: typeof fetch;
  /** Clock that decides whether an unpaid invoice is already overdue (tests). */
  agora?: () => Date;
}

/**
 * The one edge where the shared HTTP helper's ErroPortal becomes ErroConcessionaria: same kind,
 * same pt-BR message. A locked account is a credentials problem for the user.
 */
function emErroConcessionaria(err: unknown): unknown {
  if (!(err instanceof ErroPortal)) return err;
  const tipo: TipoErroConcessionaria = err.tipo === 'bloqueada' ? 'credenciais' : err.tipo;
  return new ErroConcessionaria(tipo, err.message);
}

/** A JSON call through `pedirAoPortal`, its failures already in the utilities' terms. */
export async function pedirJson(
  o: Pick<OpcoesClienteConcessionaria, 'fetch' | 'timeoutMs'>,
  nome: string,
  url: URL | string,
  pedido: PedidoPortal = {},
): Promise<RespostaPortal> {
  try {
    return await pedirAoPortal(o, nome, url, pedido);
  } catch (err) {
    throw emErroConcessionaria(err);
  }
}

export function protocoloDaConcessionaria(nome: string, detalhe: string): ErroConcessionaria {
  return new ErroConcessionaria(
    'protocolo',
    `o portal da ${nome} respondeu num formato que o Irradia não reconhece (${detalhe}); o protocolo pode ter mudado`,
  );
}

/**
 * Logs in when there is no session, and once more when the portal says the session expired —
 * never on every call (Copel refuses after ~6 quick logins).
 */
export async function comSessao<T>(aberta: boolean, entrar: () => Promise<void>, fn: () => Promise<T>) {
  if (!aberta) await entrar();
  try {
    return await fn();
  } catch (err) {
    if (!(err instanceof ErroConcessionaria) || err.tipo !== 'sessao_expirada') throw err;
    await entrar();
    return fn();
  }
}

export function conferirMes(desde: string): string {
  if (!/^\d{4}-(0[1-9]|1[0-2])$/.test(desde)) throw new RangeError(`Mês inválido "${desde}": use AAAA-MM`);
  return desde;
}

/**
 * A reference month in any of the portals' spellings: "MM/YYYY" (Enel, Copel), "YYYY/MM"
 * (CPFL, Neoenergia), "YYYY-MM", "YYYYMM", or an ISO date whose month it is.
 */
export function mesReferencia(v: unknown): string | undefined {
  const t = String(v ?? '').trim();
  let m = /^(\d{1,2})\/(\d{4})$/.exec(t);
  if (m?.[1] && m[2]) return `${m[2]}-${m[1].padStart(2, '0')}`;
  m = /^(\d{4})[-/]?(\d{2})(?:[-T]|$)/.exec(t);
  if (m?.[1] && m[2]) return `${m[1]}-${m[2]}`;
  return undefined;
}

/** A date as YYYY-MM-DD from "YYYYMMDD" (Enel SAP), "DD/MM/YYYY" (Copel) or ISO with time. */
export function dataIso(v: unknown): string | undefined {
  const t = String(v ?? '').trim();
  let m = /^(\d{4})(\d{2})(\d{2})$/.exec(t);
  if (m) return `${m[1]}-${m[2]}-${m[3]}`;
  m = /^(\d{2})\/(\d{2})\/(\d{4})$/.exec(t);
  if (m) return `${m[3]}-${m[2]}-${m[1]}`;
  m = /^(\d{4}-\d{2}-\d{2})(?:T|\s|$)/.exec(t);
  return m?.[1];
}

/** Numbers sent as JSON numbers, dot-decimal text ("521.53") or pt-BR text with a comma ("1.234,56"). */
export function numero(v: unknown): number | undefined {
  if (typeof v === 'number') return Number.isFinite(v) ? v : undefined;
  if (typeof v !== 'string' || !v.trim()) return undefined;
  const t = v.replace(/R\$|kWh|\s/gi, '');
  const n = Number(t.includes(',') ? t.replace(/\./g, '').replace(',', '.') : t);
  return Number.isFinite(n) ? n : undefined;
}

/** Numbers printed the pt-BR way on HTML pages: "1.845,33", "2.716" (dot = thousands, always). */
export function numeroBr(v: unknown): number | undefined {
  if (typeof v !== 'string' || !v.trim()) return undefined;
  const n = Number(
    v
      .replace(/R\$|kWh|\s/gi, '')
      .replace(/\./g, '')
      .replace(',', '.'),
  );
  return Number.isFinite(n) ? n : undefined;
}

/** An unpaid invoice is `vencida` once its due date has passed, `aberta` until then. */
export function statusEmAberto(vencimento: string | undefined, agora: Date): StatusFatura {
  const hoje = new Date(agora.getTime() - 3 * 3_600_000).toISOString().slice(0, 10);
  return vencimento && vencimento < hoje ? 'vencida' : 'aberta';
}

/** One order for every client: by unit, then by reference month. */
export function ordenarFaturas(faturas: FaturaRemota[]): FaturaRemota[] {
  return faturas.sort(
    (a, b) =>
      a.matricula.localeCompare(b.matricula) ||
      String(a.campos.mes_referencia).localeCompare(String(b.campos.mes_referencia)),
  );
}

/** Keeps only the fields the portal actually gave (absent, never guessed). */
export function semVazios(c: CamposFatura): CamposFatura {
  return Object.fromEntries(Object.entries(c).filter(([, v]) => v !== undefined)) as CamposFatura;
}

/** The base64 the portals wrap PDFs in, checked to be a PDF. */
export function pdfDeBase64(nome: string, b64: unknown): Uint8Array {
  if (typeof b64 !== 'string' || !b64) throw protocoloDaConcessionaria(nome, 'PDF vazio');
  const bytes = new Uint8Array(Buffer.from(b64, 'base64'));
  if (Buffer.from(bytes.subarray(0, 4)).toString('latin1') !== '%PDF')
    throw protocoloDaConcessionaria(nome, 'o arquivo da fatura não é um PDF');
  return bytes;
}

// ---- What the simulators are given: accounts described once in Irradia's terms. ----

export interface FaturaDeTeste {
  mes: string;
  vencimento: string;
  valor_rs: number;
  consumo_kwh: number;
  compensada_kwh?: number;
  injetada_kwh?: number;
  saldo_kwh?: number;
  status: StatusFatura;
}

export interface ContaConcessionariaDeTeste {
  login: string;
  senha: string;
  unidades: Array<{ matricula: string; faturas: FaturaDeTeste[] }>;
}

export interface SimuladorConcessionaria {
  url: string;
  /** Logins accepted so far (CEMIG: sessions started with a pasted token). */
  logins(): number;
  /** Every session stops working: the next call gets the portal's "expired" answer. */
  expirarSessoes(): void;
  /** The next `n` requests get the portal's rate-limit answer. */
  limitar(n: number): void;
  fechar(): Promise<void>;
}
