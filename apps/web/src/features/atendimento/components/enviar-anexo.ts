import type { ZAnexoResposta } from '@irradia/shared/quadros/quadros.schema';
import type { z } from 'zod';
import { ApiError, errorMessage } from '../../../lib/api-client.ts';
import { useAppStore } from '../../../stores/app-store.ts';

// An attachment goes up with XMLHttpRequest, not the API client's fetch: fetch cannot report how
// much of the body was sent, and a 20 MB PDF over a phone's connection takes a while. The headers
// and the errors (with their pt-BR messages) are the client's.

type RespostaAnexo = z.infer<typeof ZAnexoResposta>;

const TEMPO_MAXIMO_MS = 5 * 60_000;

function erroDaResposta(xhr: XMLHttpRequest): ApiError {
  let data: unknown = xhr.responseText;
  try {
    data = JSON.parse(xhr.responseText);
  } catch {
    // Plain text (a proxy's page): errorMessage shows it as it is.
  }
  const erro = new ApiError('http', '', xhr.status, data, xhr.statusText);
  erro.message = errorMessage(erro);
  return erro;
}

/** POST `caminho` (under /api/) with the file as multipart `arquivo`; `progresso` gets 0 to 1. */
export function enviarAnexo(
  caminho: string,
  arquivo: File,
  progresso: (fracao: number) => void,
): Promise<RespostaAnexo> {
  const { account, company } = useAppStore.getState();
  const form = new FormData();
  form.append('arquivo', arquivo);
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', `/api/${caminho}`);
    xhr.timeout = TEMPO_MAXIMO_MS;
    xhr.setRequestHeader('Accept', 'application/json');
    if (account.token) xhr.setRequestHeader('Authorization', `Bearer ${account.token}`);
    if (company.selected?.uuid) xhr.setRequestHeader('X-Company-Id', company.selected.uuid);
    xhr.upload.onprogress = (e) => {
      if (e.lengthComputable && e.total > 0) progresso(e.loaded / e.total);
    };
    xhr.onload = () => {
      if (xhr.status >= 200 && xhr.status < 300) {
        progresso(1);
        try {
          resolve(JSON.parse(xhr.responseText) as RespostaAnexo);
        } catch {
          reject(new ApiError('parse', errorMessage(new ApiError('parse', '', xhr.status)), xhr.status));
        }
        return;
      }
      if (xhr.status === 401 && account.token && useAppStore.getState().account.token === account.token)
        useAppStore.getState().clearSession();
      reject(erroDaResposta(xhr));
    };
    xhr.onerror = () => reject(new ApiError('fetch', errorMessage(new ApiError('fetch', ''))));
    xhr.ontimeout = () => reject(new ApiError('timeout', errorMessage(new ApiError('timeout', ''))));
    xhr.send(form);
  });
}
