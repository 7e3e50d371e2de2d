import { z } from 'zod';

/**
 * What the web app needs to know about the deployment, served by the server at
 * `GET /api/config` so one web build serves every deployment.
 */
export const ZRuntimeConfig = z.object({
  product_name: z.string().describe('Nome do produto mostrado nos títulos'),
  version: z.string().describe('Versão do servidor'),
  environment: z.string().describe('Ambiente (production, development, test)'),
  sentry_dsn: z.string().nullable().describe('DSN do Sentry para a web; null desliga o envio de erros'),
  google_client_id: z.string().nullable().describe('Client id do Google; null esconde o login com Google'),
});
export type TRuntimeConfig = z.infer<typeof ZRuntimeConfig>;
