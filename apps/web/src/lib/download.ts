import { useAppStore } from '../stores/app-store.ts';
import { ApiError, apiRequest, toastError } from './api-client.ts';

/**
 * A file the API answers (CSV, PDF), fetched with the session's token and company — a plain link
 * or an <object> cannot carry the bearer token. A failure throws the API client's error.
 */
export async function buscarArquivo(caminho: string): Promise<{ blob: Blob; nome: string | null }> {
  const { account, company } = useAppStore.getState();
  let res: Response;
  try {
    res = await fetch(`/api/${caminho}`, {
      headers: {
        Authorization: `Bearer ${account.token ?? ''}`,
        'X-Company-Id': company.selected?.uuid ?? '',
      },
    });
  } catch {
    // Offline or refused: the same error (and message) the API client gives for any call.
    return buscarArquivoPeloCliente(caminho);
  }
  // A failure goes through the API client once more, so its message and toast rules apply.
  if (!res.ok) return buscarArquivoPeloCliente(caminho);
  const nome = /filename="([^"]+)"/.exec(res.headers.get('content-disposition') ?? '')?.[1] ?? null;
  return { blob: await res.blob(), nome };
}

async function buscarArquivoPeloCliente(caminho: string): Promise<never> {
  await apiRequest(caminho);
  throw new ApiError('parse', 'Arquivo indisponível');
}

/** Downloads a file the API answers; the name comes from Content-Disposition when sent. */
export async function baixarArquivo(caminho: string, nomePadrao: string): Promise<void> {
  try {
    const { blob, nome } = await buscarArquivo(caminho);
    const url = URL.createObjectURL(blob);
    const a = Object.assign(document.createElement('a'), { href: url, download: nome ?? nomePadrao });
    a.click();
    URL.revokeObjectURL(url);
  } catch (err) {
    toastError(err);
  }
}
