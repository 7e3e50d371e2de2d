import multipart, { type MultipartFile, type MultipartValue } from '@fastify/multipart';
import { fromBracketEntries } from '@irradia/shared/form-data';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';

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

type Part = MultipartFile | MultipartValue;

/**
 * Multipart bodies with bracket-form keys (`cliente[endereco][cep]=…`) become the same nested
 * object a JSON body would be, so one zod schema validates both (DESIGN: API conventions).
 */
export async function registerFormData(app: FastifyInstance, options: { maxBytes: number }): Promise<void> {
  await app.register(multipart, {
    attachFieldsToBody: true,
    limits: { fileSize: options.maxBytes, files: 10, fields: 500, parts: 510 },
    throwFileSizeLimit: true,
  });

  app.addHook('preValidation', async (request) => {
    if (!request.isMultipart()) return;
    const body = (request.body ?? {}) as Record<string, Part | Part[]>;
    const entries: Array<[string, unknown]> = [];
    for (const [key, value] of Object.entries(body)) {
      for (const part of Array.isArray(value) ? value : [value]) {
        if (part.type === 'file') {
          const data = await part.toBuffer();
          // An empty file input in a browser form arrives as a nameless zero-byte part.
          if (data.length === 0 && !part.filename) continue;
          entries.push([
            key,
            { filename: part.filename, mimetype: part.mimetype, data } satisfies UploadedFile,
          ]);
        } else {
          entries.push([key, part.value]);
        }
      }
    }
    request.body = fromBracketEntries(entries);
  });
}
