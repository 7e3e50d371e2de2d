import { useAppStore } from '../stores/app-store.ts';
import { apiRequest, toastError } from './api-client.ts';

/**
 * Downloads a file the API answers (CSV, PDF) with the session's token and company — a plain
 * link cannot carry the bearer token. The name comes from Content-Disposition when sent.
 */
export async function baixarArquivo(caminho: string, nomePadrao: string): Promise<void> {
  const { account, company } = useAppStore.getState();
  try {
    const res = await fetch(`/api/${caminho}`, {
      headers: {
        Authorization: `Bearer ${account.token ?? ''}`,
        'X-Company-Id': company.selected?.uuid ?? '',
      },
    });
    // A failure goes through the API client once more, so its message and toast rules apply.
    if (!res.ok) await apiRequest(caminho);
    const nome = /filename="([^"]+)"/.exec(res.headers.get('content-disposition') ?? '')?.[1] ?? nomePadrao;
    const url = URL.createObjectURL(await res.blob());
    const a = Object.assign(document.createElement('a'), { href: url, download: nome });
    a.click();
    URL.revokeObjectURL(url);
  } catch (err) {
    toastError(err);
  }
}
