import { serializerCompiler } from '@fastify/type-provider-zod';
import fastJson from 'fast-json-stringify';
import type { FastifySerializerCompiler } from 'fastify/types/schema.js';
import { z } from 'zod';
import { $ZodType } from 'zod/v4/core';

// The hot read routes (issue 28: the plant list, a plant's page, the dashboard's widgets) send
// replies of tens of rows many times a second. The app's serializer checks each reply against its
// zod schema and then runs JSON.stringify: both walk every field, and the check builds a copy of
// the reply. For a schema with no codecs or transforms the JSON Schema zod writes of it says all
// there is to say, and fast-json-stringify (Fastify's own serializer) compiles it once into a
// function that writes exactly the declared fields — unknown ones are still left out, so nothing a
// service adds by mistake leaks — with no copy. A schema zod can't write as JSON Schema keeps the
// zod serializer.

/** Route option `serializerCompiler` for hot routes whose replies are plain JSON data. */
export const serializacaoRapida: FastifySerializerCompiler<unknown> = (rota) => {
  const schema = rota.schema;
  if (schema instanceof $ZodType) {
    try {
      const json = z.toJSONSchema(schema as z.ZodType, {
        io: 'output',
        target: 'draft-7',
        unrepresentable: 'throw',
      });
      return fastJson(json as Parameters<typeof fastJson>[0]);
    } catch {
      // Falls through to the zod serializer.
    }
  }
  return serializerCompiler(rota as Parameters<typeof serializerCompiler>[0]);
};
