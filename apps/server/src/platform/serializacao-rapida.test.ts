import { serializerCompiler, validatorCompiler } from '@fastify/type-provider-zod';
import { ZListaUsinas } from '@irradia/shared/usinas/usinas.schema';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { serializacaoRapida } from './serializacao-rapida.ts';

// Issue 28: hot routes serialise their replies with a function compiled from their response
// schema. The client must not tell the difference: the same JSON as the zod serializer, the
// undeclared fields left out, and a schema JSON Schema can't say (a date) still served by zod.

const usina = {
  uuid: '0b8f1f5e-3c1d-4a5e-9f55-2b1f0c6f1a01',
  nome: 'Telhado "Norte" \\ Galpão\n2 — ção',
  potencia_kwp: 10.25,
  data_instalacao: '2025-06-10',
  status: 'online',
  status_motivo: null,
  potencia_atual_w: 0,
  energia_hoje_kwh: 12.3456789,
  energia_total_kwh: null,
  ultima_leitura_em: '2026-03-15T15:00:00.000Z',
  fuso_horario: 'America/Sao_Paulo',
  tags: ['telhado', 'zona \u2028 sul'],
  desempenho_mes_pct: -3.5,
};
const lista = {
  data: [usina, { ...usina, uuid: '0b8f1f5e-3c1d-4a5e-9f55-2b1f0c6f1a02', tags: [], potencia_kwp: null }],
  meta: {
    total: 2,
    per_page: 20,
    current_page: 1,
    last_page: 1,
    status: { online: 2, aviso: 0, erro: 0, offline: 0, inativo: 0 },
    potencia_kwp: 10.25,
  },
};

const ZComData = z.object({ quando: z.date() });

let rapido: ReturnType<typeof Fastify>;
let comZod: ReturnType<typeof Fastify>;

beforeAll(async () => {
  const montar = (rapida: boolean) => {
    const app = Fastify();
    app.setValidatorCompiler(validatorCompiler);
    app.setSerializerCompiler(serializerCompiler);
    const opcoes = rapida ? { serializerCompiler: serializacaoRapida } : {};
    app.get('/lista', { schema: { response: { 200: ZListaUsinas } }, ...opcoes }, async () => ({
      ...lista,
      data: lista.data.map((u) => ({ ...u, senha_hash: 'não sai' })),
      interno: 42,
    }));
    app.get('/data', { schema: { response: { 200: ZComData } }, ...opcoes }, async () => ({
      quando: new Date('2026-03-15T15:00:00Z'),
    }));
    return app;
  };
  rapido = montar(true);
  comZod = montar(false);
  await Promise.all([rapido.ready(), comZod.ready()]);
});
afterAll(() => Promise.all([rapido?.close(), comZod?.close()]));

describe('serialização compilada das rotas quentes', () => {
  it('escreve o mesmo JSON que o zod e deixa de fora o que o esquema não declara', async () => {
    const a = await rapido.inject({ method: 'GET', url: '/lista' });
    const b = await comZod.inject({ method: 'GET', url: '/lista' });
    expect(a.statusCode).toBe(200);
    expect(a.headers['content-type']).toBe(b.headers['content-type']);
    expect(a.json()).toEqual(lista);
    expect(a.json()).toEqual(b.json());
    expect(a.body).not.toContain('senha_hash');
    expect(a.body).not.toContain('interno');
  });

  it('um esquema que o JSON Schema não diz (uma data) continua com o zod', async () => {
    const a = await rapido.inject({ method: 'GET', url: '/data' });
    const b = await comZod.inject({ method: 'GET', url: '/data' });
    expect(a.statusCode).toBe(200);
    expect(a.body).toBe('{"quando":"2026-03-15T15:00:00.000Z"}');
    expect(a.body).toBe(b.body);
  });
});
