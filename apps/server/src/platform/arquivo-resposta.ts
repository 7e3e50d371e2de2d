import type { FastifyReply } from 'fastify';

/** A file a route sends back as its whole body (PDF, CSV, image). */
export interface ArquivoResposta {
  bytes: Buffer | Uint8Array | string;
  /** The content-type, as sent. */
  tipo: string;
  /** The file name the browser offers (or shows, with `inline`). */
  nome: string;
  /** Shown in the browser instead of downloaded. */
  inline?: boolean;
  /**
   * A name that came from outside (an e-mail attachment): any characters, so the quoted name is an
   * ASCII stand-in and the real one goes in filename* (RFC 6266); our own names are ASCII already.
   */
  nomeExterno?: boolean;
  /** cache-control, when the route sets one. */
  cache?: string;
}

export function disposicaoDoArquivo(nome: string, opcoes: { inline?: boolean; nomeExterno?: boolean } = {}) {
  const tipo = opcoes.inline ? 'inline' : 'attachment';
  if (!opcoes.nomeExterno) return `${tipo}; filename="${nome}"`;
  const ascii = nome.replace(/[^A-Za-z0-9._-]+/g, '_').slice(0, 120);
  return `${tipo}; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(nome)}`;
}

export function enviarArquivo(reply: FastifyReply, arquivo: ArquivoResposta) {
  reply
    .header('content-type', arquivo.tipo)
    .header('content-disposition', disposicaoDoArquivo(arquivo.nome, arquivo));
  if (arquivo.cache) reply.header('cache-control', arquivo.cache);
  return reply.send(arquivo.bytes);
}
