import { hasZodFastifySchemaValidationErrors } from '@fastify/type-provider-zod';
import { regraZod } from '@irradia/shared/zod-pt-br';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { captureException } from './error-reporting.ts';

/**
 * The error catalogue: a stable code, the HTTP status and the pt-BR message a user reads.
 * Tests assert the code (header `X-Error-Code`) and the status; bodies keep DESIGN.md's shapes.
 */
export const catalogo = {
  NAO_ENCONTRADO: { status: 404, message: 'Registro não encontrado' },
  ROTA_NAO_ENCONTRADA: { status: 404, message: 'Endereço não encontrado' },
  NAO_AUTENTICADO: { status: 401, message: 'Entre com sua conta para continuar' },
  SEM_PERMISSAO: { status: 403, message: 'Você não tem permissão para esta ação' },
  REQUISICAO_INVALIDA: { status: 400, message: 'Requisição inválida' },
  JSON_INVALIDO: { status: 400, message: 'O corpo da requisição não é um JSON válido' },
  CORPO_VAZIO: { status: 400, message: 'O corpo da requisição está vazio' },
  FORMULARIO_INVALIDO: { status: 400, message: 'O formulário enviado está incompleto ou malformado' },
  TIPO_NAO_SUPORTADO: { status: 415, message: 'Tipo de conteúdo não suportado' },
  CORPO_GRANDE_DEMAIS: { status: 413, message: 'O envio excede o tamanho máximo permitido' },
  MUITAS_TENTATIVAS: { status: 429, message: 'Muitas tentativas. Aguarde um pouco e tente de novo' },
  EM_USO: { status: 409, message: 'Não é possível excluir: há registros que dependem deste' },
  CONFLITO: { status: 409, message: 'Esta ação não é possível no estado atual do registro' },
  VALIDACAO: { status: 422, message: 'Verifique os campos destacados' },
  CREDENCIAIS_INVALIDAS: { status: 400, message: 'E-mail ou senha incorretos' },
  SESSAO_NAO_ENCONTRADA: { status: 404, message: 'Sessão não encontrada. Entre novamente' },
  EMPRESA_NEGADA: { status: 403, message: 'Você não tem acesso a esta empresa' },
  EMPRESA_OBRIGATORIA: { status: 403, message: 'Selecione uma empresa para continuar' },
  LINK_INVALIDO: { status: 400, message: 'Este link é inválido ou expirou. Peça um novo' },
  GOOGLE_INVALIDO: { status: 400, message: 'Não foi possível entrar com o Google' },
  GOOGLE_DESATIVADO: { status: 400, message: 'O login com o Google não está disponível' },
  SERVICO_EXTERNO: { status: 502, message: 'Um serviço externo não respondeu. Tente novamente' },
  CEP_NAO_ENCONTRADO: { status: 404, message: 'CEP não encontrado' },
  INDISPONIVEL: { status: 503, message: 'Serviço temporariamente indisponível' },
  // The company's subscription (decision 041).
  LIMITE_DO_PLANO: { status: 403, message: 'O plano da empresa não permite cadastrar mais' },
  ASSINATURA_PENDENTE: {
    status: 402,
    message:
      'A assinatura desta empresa está com pagamento pendente. Regularize em Assinatura para voltar a editar.',
  },
  PAGAMENTO_INDISPONIVEL: { status: 409, message: 'Pagamento online indisponível: fale com o suporte' },
  WEBHOOK_INVALIDO: { status: 401, message: 'Assinatura da notificação inválida' },
  WEBHOOK_REPETIDO: { status: 409, message: 'Notificação repetida ou expirada: ignorada' },
  ERRO_INTERNO: { status: 500, message: 'internal_server_error' },
} as const satisfies Record<string, { status: number; message: string }>;

export type CodigoErro = keyof typeof catalogo;

export interface CampoInvalido {
  field: string;
  rule: string;
  message: string;
}

export class AppError extends Error {
  readonly status: number;
  /** Extra response headers (e.g. Retry-After on 429). */
  headers?: Record<string, string>;
  constructor(
    readonly code: CodigoErro,
    message?: string,
    readonly errors?: CampoInvalido[],
  ) {
    super(message ?? catalogo[code].message);
    this.name = 'AppError';
    this.status = catalogo[code].status;
  }
}

/** 422 with field errors, for rules checked in services (duplicates, cross-field rules). */
export function erroValidacao(errors: CampoInvalido[]): AppError {
  return new AppError('VALIDACAO', catalogo.VALIDACAO.message, errors);
}

export const errorCodeHeader = 'x-error-code';

// Fastify's own error codes that reach the handler, mapped to the catalogue.
const fastifyCodes: Record<string, CodigoErro> = {
  FST_ERR_CTP_INVALID_JSON_BODY: 'JSON_INVALIDO',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'CORPO_VAZIO',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'TIPO_NAO_SUPORTADO',
  FST_ERR_CTP_BODY_TOO_LARGE: 'CORPO_GRANDE_DEMAIS',
  FST_REQ_FILE_TOO_LARGE: 'CORPO_GRANDE_DEMAIS',
  FST_FILES_LIMIT: 'CORPO_GRANDE_DEMAIS',
  FST_PARTS_LIMIT: 'CORPO_GRANDE_DEMAIS',
  FST_FIELDS_LIMIT: 'CORPO_GRANDE_DEMAIS',
  FST_INVALID_MULTIPART_CONTENT_TYPE: 'TIPO_NAO_SUPORTADO',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'REQUISICAO_INVALIDA',
};

function valueAt(source: unknown, path: string[]): unknown {
  let node = source;
  for (const key of path) {
    if (node === null || typeof node !== 'object') return undefined;
    node = (node as Record<string, unknown>)[key];
  }
  return node;
}

function campo(path: ReadonlyArray<PropertyKey>): string {
  return path.map(String).join('.');
}

/**
 * Fastify's `frameworkErrors`: the router's own errors (a malformed %-escape, an over-long param)
 * never reach the error handler, so they get the catalogue's answer here instead of English JSON.
 */
export function erroDoRoteador(error: FastifyError, request: FastifyRequest, reply: FastifyReply): void {
  const status = error.statusCode ?? 500;
  if (status >= 500) {
    request.log.error({ err: error }, 'router error');
    reply.header(errorCodeHeader, 'ERRO_INTERNO');
    reply.status(500).send({ message: catalogo.ERRO_INTERNO.message });
    return;
  }
  reply.header(errorCodeHeader, 'REQUISICAO_INVALIDA');
  reply.status(status).send({ message: catalogo.REQUISICAO_INVALIDA.message });
}

/** Installs the handlers that give every error the shapes of DESIGN.md. */
export function installErrorHandlers(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | AppError, request, reply) => {
    if (error instanceof AppError) {
      reply.header(errorCodeHeader, error.code);
      if (error.headers) reply.headers(error.headers);
      if (error.errors) return reply.status(error.status).send({ errors: error.errors });
      return reply.status(error.status).send({ message: error.message });
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const where = error.validationContext ?? 'body';
      const source = (request as unknown as Record<string, unknown>)[where];
      const errors: CampoInvalido[] = error.validation.map((v) => {
        const path = v.instancePath.split('/').filter(Boolean);
        const issue = v.params as { format?: string; params?: Record<string, unknown> };
        return {
          field: campo(path) || where,
          rule: regraZod({ ...issue, code: v.keyword, input: valueAt(source, path) }),
          message: v.message ?? 'Valor inválido',
        };
      });
      reply.header(errorCodeHeader, 'VALIDACAO');
      return reply.status(422).send({ errors });
    }
    const mapped = error.code ? fastifyCodes[error.code] : undefined;
    if (mapped) {
      reply.header(errorCodeHeader, mapped);
      return reply.status(catalogo[mapped].status).send({ message: catalogo[mapped].message });
    }
    if (error.statusCode === 429) {
      reply.header(errorCodeHeader, 'MUITAS_TENTATIVAS');
      return reply.status(429).send({ message: catalogo.MUITAS_TENTATIVAS.message });
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      // An unmapped client error from a plugin: keep its status, never its English text.
      request.log.info({ err: error }, 'client error without a catalogue entry');
      reply.header(errorCodeHeader, 'REQUISICAO_INVALIDA');
      return reply.status(status).send({ message: catalogo.REQUISICAO_INVALIDA.message });
    }
    request.log.error({ err: error }, 'unhandled error');
    captureException(error, { requestId: request.id, url: request.url });
    reply.header(errorCodeHeader, 'ERRO_INTERNO');
    return reply.status(500).send({ message: catalogo.ERRO_INTERNO.message });
  });

  app.setNotFoundHandler((_request, reply) => {
    reply.header(errorCodeHeader, 'ROTA_NAO_ENCONTRADA');
    return reply.status(404).send({ message: catalogo.ROTA_NAO_ENCONTRADA.message });
  });
}

/** The SQLSTATE of a database error (pg puts it on the error, drizzle on its `cause`). */
function sqlstate(err: unknown): string | undefined {
  return (err as { code?: string }).code ?? (err as { cause?: { code?: string } }).cause?.code;
}

/** A unique constraint refused the write (SQLSTATE 23505). */
export const violouUnico = (err: unknown) => sqlstate(err) === '23505';

/** A foreign key refused the write (SQLSTATE 23503). */
export const violouChave = (err: unknown) => sqlstate(err) === '23503';
