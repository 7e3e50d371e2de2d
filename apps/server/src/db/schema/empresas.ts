import { sql } from 'drizzle-orm';
import { index, integer, pgTable, serial, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { usuarios } from './usuarios.ts';

// A company and its legal identity (spec §3). The address is kept as text until the geography
// module links it to IBGE cities.
export const empresas = pgTable(
  'empresas',
  {
    id: serial('id').primaryKey(),
    uuid: uuid('uuid').notNull().unique().defaultRandom(),
    tipo: text('tipo', { enum: ['integrador', 'distribuidor', 'prestador', 'sistema'] }).notNull(),
    nome: text('nome').notNull(),
    razaoSocial: text('razao_social'),
    cnpj: text('cnpj'),
    filial: text('filial'),
    slogan: text('slogan'),
    youtube: text('youtube'),
    instagram: text('instagram'),
    facebook: text('facebook'),
    imagemArquivo: uuid('imagem_arquivo'),
    cep: text('cep'),
    logradouro: text('logradouro'),
    numero: text('numero'),
    complemento: text('complemento'),
    bairro: text('bairro'),
    cidade: text('cidade'),
    uf: text('uf'),
    criadoPor: integer('criado_por').references(() => usuarios.id, { onDelete: 'set null' }),
    criadoEm: timestamp('criado_em', { withTimezone: true }).notNull().defaultNow(),
    atualizadoEm: timestamp('atualizado_em', { withTimezone: true }).notNull().defaultNow(),
    excluidoEm: timestamp('excluido_em', { withTimezone: true }),
  },
  (t) => [index('empresas_ativas_idx').on(t.criadoEm).where(sql`${t.excluidoEm} is null`)],
);
