import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { restoreFetch } from '../../../../test/fetch-mock.ts';
import { useAppStore } from '../../../stores/app-store.ts';
import {
  ANA,
  ANTONIO,
  abrirCartao,
  anexo,
  BASE,
  comentarios,
  corpos,
  pagina,
} from './cartao-detalhe-fixtures.tsx';

/** XMLHttpRequest as the upload uses it: records what is sent and answers `resposta`. */
class XhrFalso {
  static envios: Array<{ url: string; corpo: FormData; cabecalhos: Record<string, string> }> = [];
  static resposta: { status: number; corpo: unknown } = { status: 201, corpo: { data: anexo } };
  upload: { onprogress: ((e: ProgressEvent) => void) | null } = { onprogress: null };
  status = 0;
  statusText = '';
  responseText = '';
  timeout = 0;
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  ontimeout: (() => void) | null = null;
  private url = '';
  private cabecalhos: Record<string, string> = {};
  open(_metodo: string, url: string) {
    this.url = url;
  }
  setRequestHeader(nome: string, valor: string) {
    this.cabecalhos[nome] = valor;
  }
  send(corpo: FormData) {
    XhrFalso.envios.push({ url: this.url, corpo, cabecalhos: this.cabecalhos });
    setTimeout(() => {
      this.upload.onprogress?.({ lengthComputable: true, loaded: 5, total: 10 } as ProgressEvent);
      this.status = XhrFalso.resposta.status;
      this.responseText = JSON.stringify(XhrFalso.resposta.corpo);
      this.onload?.();
    }, 10);
  }
}

beforeEach(() => {
  XhrFalso.envios = [];
  vi.stubGlobal('XMLHttpRequest', XhrFalso);
});

afterEach(() => {
  vi.unstubAllGlobals();
  restoreFetch();
  useAppStore.getState().clearSession();
});

const funcionarios = pagina([
  { uuid: ANA, nome: 'Ana Lima' },
  { uuid: ANTONIO, nome: 'Antônio Reis' },
]);

describe('comentários do cartão', () => {
  it('"@" abre os funcionários; setas e Enter escolhem; o comentário leva o uuid em mencoes', async () => {
    const novo = { ...comentarios[1], uuid: 'c3000000-0000-4000-8000-000000000209', texto: 'x', meu: true };
    const { fetchMock } = abrirCartao({
      funcionarios: { body: funcionarios },
      [`${BASE}/comentarios`]: (init) =>
        init?.method === 'POST' ? { status: 201, body: { data: novo } } : { body: pagina(comentarios) },
    });
    const caixa = await screen.findByRole('combobox', { name: 'Novo comentário' });
    await userEvent.type(caixa, 'Olá @an');
    const lista = await screen.findByRole('listbox', { name: 'Funcionários para mencionar' });
    expect(
      within(lista)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Ana Lima', 'Antônio Reis']);
    expect(caixa.getAttribute('aria-expanded')).toBe('true');
    await waitFor(() =>
      expect(fetchMock.mock.calls.some(([u]) => String(u).startsWith('/api/funcionarios?search=an'))).toBe(
        true,
      ),
    );

    await userEvent.keyboard('{ArrowDown}');
    expect(within(lista).getByRole('option', { selected: true }).textContent).toBe('Antônio Reis');
    await userEvent.keyboard('{Enter}');
    expect((caixa as HTMLTextAreaElement).value).toBe('Olá @Antônio Reis ');
    expect(screen.queryByRole('listbox', { name: 'Funcionários para mencionar' })).toBeNull();

    await userEvent.type(caixa, 'pode ver?');
    await userEvent.click(screen.getByRole('button', { name: 'Comentar' }));
    await waitFor(() =>
      expect(corpos(fetchMock, `${BASE}/comentarios`, 'POST')).toEqual([
        { texto: 'Olá @Antônio Reis pode ver?', mencoes: [ANTONIO] },
      ]),
    );
    await waitFor(() => expect((caixa as HTMLTextAreaElement).value).toBe(''));
  });

  it('Escape fecha primeiro a lista de menções, depois a gaveta', async () => {
    const { onClose } = abrirCartao({ funcionarios: { body: funcionarios } });
    const caixa = await screen.findByRole('combobox', { name: 'Novo comentário' });
    await userEvent.type(caixa, '@');
    await screen.findByRole('listbox', { name: 'Funcionários para mencionar' });
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('listbox', { name: 'Funcionários para mencionar' })).toBeNull();
    expect(onClose).not.toHaveBeenCalled();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(onClose).toHaveBeenCalledTimes(1));
  });

  it('um comentário vazio não é enviado', async () => {
    const { fetchMock } = abrirCartao();
    await userEvent.click(await screen.findByRole('button', { name: 'Comentar' }));
    expect(await screen.findByText('Escreva o comentário')).toBeTruthy();
    expect(corpos(fetchMock, `${BASE}/comentarios`, 'POST')).toEqual([]);
  });

  it('exclui o próprio comentário depois de confirmar', async () => {
    const { fetchMock } = abrirCartao({
      [`${BASE}/comentarios/${comentarios[1]?.uuid}`]: { status: 204 },
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Excluir comentário' }));
    const dialogo = await screen.findByRole('alertdialog', { name: 'Excluir o comentário?' });
    await userEvent.click(within(dialogo).getByRole('button', { name: 'Excluir' }));
    await waitFor(() =>
      expect(
        fetchMock.mock.calls.some(
          ([u, init]) =>
            String(u) === `/api/${BASE}/comentarios/${comentarios[1]?.uuid}` && init?.method === 'DELETE',
        ),
      ).toBe(true),
    );
  });
});

describe('anexos do cartão', () => {
  it('envia o arquivo como multipart para /anexos e mostra a recusa (422) do servidor', async () => {
    XhrFalso.resposta = {
      status: 422,
      corpo: {
        errors: [{ field: 'arquivo', message: 'Envie um PDF ou uma imagem (PNG, JPEG, WebP ou GIF)' }],
      },
    };
    abrirCartao();
    const entrada = await screen.findByLabelText('Arquivos para anexar');
    const arquivo = new File(['não é pdf'], 'planilha.pdf', { type: 'application/pdf' });
    await userEvent.upload(entrada, arquivo);
    await waitFor(() => expect(XhrFalso.envios).toHaveLength(1));
    const envio = XhrFalso.envios[0];
    expect(envio?.url).toBe(`/api/${BASE}/anexos`);
    expect(envio?.corpo).toBeInstanceOf(FormData);
    expect((envio?.corpo.get('arquivo') as File | undefined)?.name).toBe('planilha.pdf');
    expect(envio?.cabecalhos['X-Company-Id']).toBe('e1');
    const alerta = await screen.findByText('Envie um PDF ou uma imagem (PNG, JPEG, WebP ou GIF)');
    expect(alerta.getAttribute('role')).toBe('alert');
    expect(screen.getByTestId('envio').textContent).toContain('planilha.pdf');
  });

  it('aceito, o anexo aparece na lista, com baixar e excluir', async () => {
    XhrFalso.resposta = { status: 201, corpo: { data: anexo } };
    let lidos = 0;
    abrirCartao({ [`${BASE}/anexos`]: () => ({ body: { data: lidos++ === 0 ? [] : [anexo] } }) });
    await screen.findByText('Nenhum anexo ainda.');
    await userEvent.upload(
      screen.getByLabelText('Arquivos para anexar'),
      new File(['%PDF-1.7'], 'laudo.pdf', { type: 'application/pdf' }),
    );
    const item = await screen.findByTestId('anexo');
    expect(item.textContent).toContain('laudo.pdf');
    expect(within(item).getByRole('button', { name: 'Baixar laudo.pdf' })).toBeTruthy();
    expect(within(item).getByRole('button', { name: 'Excluir laudo.pdf' })).toBeTruthy();
    expect(screen.queryByTestId('envio')).toBeNull();
  });

  it('um arquivo acima de 20 MB não é enviado', async () => {
    abrirCartao();
    const grande = new File(['x'], 'video.pdf', { type: 'application/pdf' });
    Object.defineProperty(grande, 'size', { value: 21 * 1024 * 1024 });
    await userEvent.upload(await screen.findByLabelText('Arquivos para anexar'), grande);
    expect(await screen.findByText('O arquivo passa de 20 MB')).toBeTruthy();
    expect(XhrFalso.envios).toEqual([]);
  });
});
