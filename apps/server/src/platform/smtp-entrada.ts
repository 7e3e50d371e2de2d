import type { AddressInfo } from 'node:net';
import type { FastifyBaseLogger } from 'fastify';
import { simpleParser } from 'mailparser';
import {
  SMTPServer,
  type SMTPServerDataStream,
  type SMTPServerEnvelope,
  type SMTPServerSession,
} from 'smtp-server';

// An SMTP listener that receives mail for the application (it is an MX, not a relay): it checks
// each recipient, keeps the message within a size, parses its MIME and hands the result to the
// module that owns the addresses. It knows nothing of what the addresses or attachments mean.

/** A refusal: the SMTP reply code and the reason the sender's server reports back (pt-BR). */
export class RecusaSmtp extends Error {
  constructor(
    readonly responseCode: 450 | 451 | 452 | 550 | 552 | 554,
    message: string,
  ) {
    super(message);
    this.name = 'RecusaSmtp';
  }
}

export interface AnexoRecebido {
  nome: string;
  /** The MIME type the sender declared (never trusted for what the bytes are). */
  tipo: string;
  dados: Buffer;
  /** Shown inside the body (an image of the signature) rather than attached to it. */
  embutido: boolean;
}

export interface MensagemRecebida {
  remetente: string;
  assunto: string;
  messageId: string | null;
  anexos: AnexoRecebido[];
}

export interface RecebedorSmtp {
  /** RCPT TO: the key of the mailbox this address belongs to, or a RecusaSmtp. */
  destinatario(endereco: string): Promise<string>;
  /** DATA, parsed: files the message in that mailbox, or throws a RecusaSmtp to refuse it whole. */
  mensagem(caixa: string, mensagem: MensagemRecebida): Promise<void>;
}

export interface SmtpEntrada {
  /** The port it listens on (the one given, or the free one picked for port 0). */
  porta: number;
  fechar(): Promise<void>;
}

const mb = (bytes: number) => `${Math.round((bytes / 1024 / 1024) * 10) / 10} MB`;

/**
 * Starts the listener. No AUTH (anyone may deliver to a known address, as to any MX) and no
 * STARTTLS: it has no certificate of its own to offer; put it behind a TLS-terminating relay
 * where the link must be encrypted (docs/decisions/014-faturas-por-email.md).
 */
export async function iniciarSmtpEntrada(
  opcoes: { host: string; porta: number; nome: string; maxBytes: number; log: FastifyBaseLogger },
  recebedor: RecebedorSmtp,
): Promise<SmtpEntrada> {
  const { log } = opcoes;
  // One message goes to one mailbox: the first accepted recipient decides which.
  const caixaDoEnvelope = new WeakMap<SMTPServerEnvelope, string>();

  const responder = (err: unknown, callback: (err?: Error | null) => void, etapa: string) => {
    if (err instanceof RecusaSmtp) return callback(err);
    log.error({ err, etapa }, 'inbound mail failed');
    callback(new RecusaSmtp(451, 'Erro temporário ao receber a mensagem; tente de novo mais tarde'));
  };

  const server = new SMTPServer({
    name: opcoes.nome,
    banner: 'Recebimento de faturas por e-mail',
    size: opcoes.maxBytes,
    authOptional: true,
    disabledCommands: ['AUTH', 'STARTTLS'],
    logger: false,
    maxClients: 200,
    onRcptTo(address, session, callback) {
      recebedor
        .destinatario(address.address)
        .then((caixa) => {
          const anterior = caixaDoEnvelope.get(session.envelope);
          if (anterior !== undefined && anterior !== caixa)
            return callback(
              new RecusaSmtp(
                550,
                `Endereço de outra caixa de entrada nesta mensagem: ${address.address}; envie uma mensagem para cada endereço`,
              ),
            );
          caixaDoEnvelope.set(session.envelope, caixa);
          callback();
        })
        .catch((err: unknown) => responder(err, callback, 'rcpt'));
    },
    onData(stream: SMTPServerDataStream, session: SMTPServerSession, callback) {
      let respondido = false;
      const uma = (err?: Error | null) => {
        if (respondido) return;
        respondido = true;
        callback(err);
      };
      const partes: Buffer[] = [];
      let tamanho = 0;
      stream.on('data', (c: Buffer) => {
        tamanho += c.length;
        // Past the limit the rest is only drained, never kept.
        if (tamanho <= opcoes.maxBytes) partes.push(c);
      });
      stream.on('error', (err) => responder(err, uma, 'data'));
      stream.on('end', () => {
        if (stream.sizeExceeded || tamanho > opcoes.maxBytes)
          return uma(new RecusaSmtp(552, `Mensagem maior que o limite de ${mb(opcoes.maxBytes)} por e-mail`));
        const caixa = caixaDoEnvelope.get(session.envelope);
        if (caixa === undefined) return uma(new RecusaSmtp(554, 'Nenhum destinatário aceito'));
        const envelopeFrom = session.envelope.mailFrom ? session.envelope.mailFrom.address : '';
        ler(Buffer.concat(partes), envelopeFrom, log)
          .then((mensagem) => recebedor.mensagem(caixa, mensagem))
          .then(() => uma())
          .catch((err: unknown) => responder(err, uma, 'data'));
      });
    },
  });
  server.on('error', (err) => log.error({ err }, 'inbound mail listener error'));

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(opcoes.porta, opcoes.host, () => {
      server.off('error', reject);
      resolve();
    });
  });
  const porta = (server.server.address() as AddressInfo).port;
  log.info({ porta }, 'inbound mail listening');
  return {
    porta,
    fechar: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

async function ler(bruto: Buffer, envelopeFrom: string, log: FastifyBaseLogger): Promise<MensagemRecebida> {
  const m = await simpleParser(bruto, {
    skipHtmlToText: true,
    skipTextToHtml: true,
    skipTextLinks: true,
    skipImageLinks: true,
    keepCidLinks: true,
    checksumAlgo: false,
  }).catch((err: unknown) => {
    log.warn({ err }, 'inbound mail: MIME not parsed');
    throw new RecusaSmtp(550, 'Mensagem malformada: não foi possível ler o seu conteúdo (MIME)');
  });
  const de = m.from?.text.trim() || envelopeFrom;
  return {
    remetente: de.slice(0, 300),
    assunto: (m.subject ?? '').trim().slice(0, 300),
    messageId: m.messageId?.slice(0, 300) ?? null,
    anexos: m.attachments.map((a) => ({
      nome: (a.filename ?? '').trim().slice(0, 200),
      tipo: a.contentType,
      dados: a.content,
      embutido: a.related === true || a.contentDisposition === 'inline',
    })),
  };
}
