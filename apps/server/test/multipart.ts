import { randomUUID } from 'node:crypto';

// A multipart/form-data body as a browser's upload form sends it, for the upload routes' tests.

export interface ArquivoEnviado {
  nome: string;
  tipo: string;
  dados: Buffer;
}

/** Text fields, then one file under `campoArquivo`. */
export function multipart(campos: Record<string, string>, campoArquivo: string, arquivo: ArquivoEnviado) {
  const boundary = `x-${randomUUID()}`;
  const partes: Buffer[] = Object.entries(campos).map(([nome, valor]) =>
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${nome}"\r\n\r\n${valor}\r\n`),
  );
  partes.push(
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="${campoArquivo}"; filename="${arquivo.nome}"\r\nContent-Type: ${arquivo.tipo}\r\n\r\n`,
    ),
    arquivo.dados,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  );
  return { payload: Buffer.concat(partes), contentType: `multipart/form-data; boundary=${boundary}` };
}

/**
 * POST /api/usinas/:uuid/geracao/importar's body: a spreadsheet of daily energy ("Data;Geração
 * (kWh)", pt-BR decimals) with its columns named, as a user sends one.
 */
export function planilhaDeGeracao(dias: Array<[string, number]>) {
  const csv = ['Data;Geração (kWh)', ...dias.map(([d, kwh]) => `${d};${String(kwh).replace('.', ',')}`)].join(
    '\r\n',
  );
  return multipart({ coluna_data: '0', coluna_energia: '1', unidade: 'kWh' }, 'arquivo', {
    nome: 'geracao.csv',
    tipo: 'text/csv',
    dados: Buffer.from(csv),
  });
}
