import multipart from '@fastify/multipart';
import { fromBracketEntries } from '@irradia/shared/form-data';
import type { FastifyError, FastifyInstance } from 'fastify';
import { z } from 'zod';
import { AppError } from './errors.ts';

/** A file received in a multipart body, kept in memory (uploads are capped by config). */
export interface UploadedFile {
  filename: string;
  mimetype: string;
  data: Buffer;
}

export const ZUploadedFile = z.custom<UploadedFile>(
  (v) => typeof v === 'object' && v !== null && Buffer.isBuffer((v as UploadedFile).data),
  { message: 'Envie um arquivo' },
);

/**
 * Multipart bodies with bracket-form keys (`cliente[endereco][cep]=…`) become the same nested
 * object a JSON body would be, so one zod schema validates both (DESIGN: API conventions).
 */
export async function registerFormData(app: FastifyInstance, options: { maxBytes: number }): Promise<void> {
  await app.register(multipart, {
    limits: { fileSize: options.maxBytes, files: 10, fields: 500, parts: 510 },
    throwFileSizeLimit: true,
  });

  app.addHook('preValidation', async (request) => {
    if (!request.isMultipart()) return;
    const entries: Array<[string, unknown]> = [];
    try {
      for await (const part of request.parts()) {
        if (part.type === 'file') {
          const data = await part.toBuffer();
          // An empty file input in a browser form arrives as a nameless zero-byte part.
          if (data.length === 0 && !part.filename) continue;
          entries.push([
            part.fieldname,
            { filename: part.filename, mimetype: part.mimetype, data } satisfies UploadedFile,
          ]);
        } else {
          entries.push([part.fieldname, part.value]);
        }
      }
    } catch (err) {
      // The plugin's own errors carry a status (limits, prototype keys); busboy's do not: no
      // boundary, a truncated body or a malformed part header are all a malformed form.
      if ((err as FastifyError).statusCode) throw err;
      request.log.info({ err }, 'malformed multipart body');
      throw new AppError('FORMULARIO_INVALIDO');
    }
    request.body = fromBracketEntries(entries);
  });
}
