import { toBracketEntries } from '@irradia/shared/form-data';
import { tomarPrimeiroDado } from '../app/primeiros-dados.ts';
import { useAppStore } from '../stores/app-store.ts';
import { toaster } from './toaster.ts';

/** What the user reads when the server could not answer in a usable way (pt-BR, the only language). */
const MENSAGENS = {
  erroInesperado: 'Ocorreu um erro inesperado no servidor. Tente novamente em instantes.',
  respostaIlegivel: 'O servidor enviou uma resposta que não foi possível ler.',
  semResposta: 'O servidor não conseguiu responder',
  tempoEsgotado: 'O servidor demorou demais para responder. Tente novamente.',
};

// One client for /api/ (spec §7): bearer token, selected company, JSON or bracket-form data,
// a timeout, and the four error kinds of spec §8, each with its own user message.

const API_BASE = '/api/';
const DEFAULT_TIMEOUT_MS = 30_000;

export type ApiErrorKind = 'fetch' | 'timeout' | 'parse' | 'http';

export class ApiError extends Error {
  constructor(
    readonly kind: ApiErrorKind,
    message: string,
    readonly status: number | null = null,
    readonly data: unknown = null,
    readonly statusText = '',
  ) {
    super(message);
    this.name = 'ApiError';
  }

  /** Field errors of a 422 answer, keyed by field, for forms. */
  get fieldErrors(): Record<string, string> {
    const errors = (this.data as { errors?: Array<{ field?: string; message?: string }> } | null)?.errors;
    const out: Record<string, string> = {};
    for (const e of errors ?? []) if (e.field && e.message && !out[e.field]) out[e.field] = e.message;
    return out;
  }
}

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';
  body?: unknown;
  query?: Record<string, string | number | boolean | null | undefined>;
  /** Send as multipart with bracket keys even without a file (spec §7: nested objects). */
  formData?: boolean;
  /** The company list is fetched without the company header (spec §7). */
  withoutCompany?: boolean;
  timeoutMs?: number;
  signal?: AbortSignal;
}

const hasFile = (value: unknown): boolean => {
  if (typeof Blob !== 'undefined' && value instanceof Blob) return true;
  if (Array.isArray(value)) return value.some(hasFile);
  if (value && typeof value === 'object') return Object.values(value).some(hasFile);
  return false;
};

function toFormData(body: Record<string, unknown>): FormData {
  const form = new FormData();
  for (const [key, value] of toBracketEntries(body)) form.append(key, value);
  return form;
}

function url(path: string, query?: RequestOptions['query']): string {
  const u = new URL(API_BASE + path.replace(/^\/+/, ''), window.location.origin);
  for (const [k, v] of Object.entries(query ?? {})) {
    if (v !== undefined && v !== null && v !== '') u.searchParams.set(k, String(v));
  }
  return u.pathname + u.search;
}

export async function apiRequest<T>(path: string, options: RequestOptions = {}): Promise<T> {
  const { account, company } = useAppStore.getState();
  const headers: Record<string, string> = { Accept: 'application/json' };
  if (account.token) headers.Authorization = `Bearer ${account.token}`;
  if (company.selected?.uuid && !options.withoutCompany) headers['X-Company-Id'] = company.selected.uuid;

  let body: BodyInit | undefined;
  if (options.body !== undefined) {
    if (options.formData || hasFile(options.body)) {
      body = toFormData(options.body as Record<string, unknown>);
    } else {
      headers['Content-Type'] = 'application/json';
      body = JSON.stringify(options.body);
    }
  }

  const controller = new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, options.timeoutMs ?? DEFAULT_TIMEOUT_MS);
  options.signal?.addEventListener('abort', () => controller.abort(), { once: true });

  let response: Response;
  try {
    const endereco = url(path, options.query);
    const metodo = options.method ?? (body ? 'POST' : 'GET');
    // A screen's first data may already be on its way (app/primeiros-dados.ts).
    const primeiro =
      metodo === 'GET' ? tomarPrimeiroDado(endereco, account.token, headers['X-Company-Id']) : undefined;
    response = await (primeiro ??
      fetch(endereco, { method: metodo, headers, body, signal: controller.signal }));
  } catch (err) {
    if (timedOut) throw new ApiError('timeout', MENSAGENS.tempoEsgotado);
    if (options.signal?.aborted) throw err;
    throw new ApiError('fetch', MENSAGENS.semResposta);
  } finally {
    clearTimeout(timer);
  }

  const text = await response.text().catch(() => '');
  const isJson = (response.headers.get('content-type') ?? '').includes('json');
  let data: unknown = text;
  if (isJson && text) {
    try {
      data = JSON.parse(text);
    } catch {
      throw new ApiError('parse', MENSAGENS.respostaIlegivel, response.status);
    }
  }
  if (response.ok) {
    if (response.status === 204 || text === '') return undefined as T;
    if (!isJson) throw new ApiError('parse', MENSAGENS.respostaIlegivel, response.status);
    return data as T;
  }
  // A token the server no longer accepts: sign out here too (the guard then asks to sign in).
  if (response.status === 401 && account.token && useAppStore.getState().account.token === account.token) {
    useAppStore.getState().clearSession();
  }
  const error = new ApiError('http', '', response.status, data, response.statusText);
  error.message = errorMessage(error);
  throw error;
}

/**
 * The user message of spec §8, in order: the errors list, one message field, plain text, the
 * error's own data message; a 500 shows internal_server_error; otherwise status text or message.
 */
export function errorMessage(error: unknown): string {
  if (!(error instanceof ApiError))
    return error instanceof Error && error.message ? error.message : MENSAGENS.erroInesperado;
  if (error.kind === 'fetch') return MENSAGENS.semResposta;
  if (error.kind === 'timeout') return MENSAGENS.tempoEsgotado;
  if (error.kind === 'parse') return MENSAGENS.respostaIlegivel;
  if (error.status !== null && error.status >= 500) return MENSAGENS.erroInesperado;
  const data = error.data as
    | { errors?: Array<{ message?: string }>; message?: unknown; data?: { message?: unknown } }
    | string
    | null;
  if (data && typeof data === 'object') {
    const list = (data.errors ?? []).map((e) => e.message).filter(Boolean);
    if (list.length) return list.join('\n');
    if (typeof data.message === 'string' && data.message) return data.message;
    if (typeof data.data?.message === 'string' && data.data.message) return data.data.message;
  }
  if (typeof data === 'string' && data.trim()) return data.trim().slice(0, 300);
  return error.statusText || error.message || MENSAGENS.erroInesperado;
}

/** Spec §8: any failed call shows a warning toast after dismissing the previous ones. */
export function toastError(error: unknown): void {
  toaster.dismiss();
  toaster.create({ type: 'warning', title: errorMessage(error), closable: true });
}

/** A mutation's callbacks for a list action: a success toast with `title`, or the error's. */
export const feito = (title: string) => ({
  onSuccess: () => {
    toaster.create({ type: 'success', title });
  },
  onError: toastError,
});

export const api = {
  get: <T>(path: string, options?: Omit<RequestOptions, 'method' | 'body'>) =>
    apiRequest<T>(path, { ...options, method: 'GET' }),
  post: <T>(path: string, body?: unknown, options?: Omit<RequestOptions, 'method' | 'body'>) =>
    apiRequest<T>(path, { ...options, method: 'POST', body }),
  put: <T>(path: string, body?: unknown, options?: Omit<RequestOptions, 'method' | 'body'>) =>
    apiRequest<T>(path, { ...options, method: 'PUT', body }),
  patch: <T>(path: string, body?: unknown, options?: Omit<RequestOptions, 'method' | 'body'>) =>
    apiRequest<T>(path, { ...options, method: 'PATCH', body }),
  delete: <T>(path: string, body?: unknown, options?: Omit<RequestOptions, 'method' | 'body'>) =>
    apiRequest<T>(path, { ...options, method: 'DELETE', body }),
};
