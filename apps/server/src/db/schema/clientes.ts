import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  pgTable,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core';
import { cidades } from './cidades.ts';
import { empresas } from './empresas.ts';

// A company's customers (spec §3). The document (CPF or CNPJ) is unique within the company among
// customers not removed.
export const clientes = pgTable(
  'clientes',
  {
    id: serial('id').primaryKey(),
    uuid: uuid('uuid').notNull().unique().defaultRandom(),
    empresaId: integer('empresa_id')
      .notNull()
      .references(() => empresas.id, { onDelete: 'cascade' }),
    nome: text('nome').notNull(),
    nomeFantasia: text('nome_fantasia'),
    pessoaFisica: boolean('pessoa_fisica').notNull().default(true),
    documento: varchar('documento', { length: 14 }),
    email: text('email'),
    telefone: text('telefone'),
    aniversarioDia: smallint('aniversario_dia'),
    aniversarioMes: smallint('aniversario_mes'),
    cep: varchar('cep', { length: 8 }),
    logradouro: text('logradouro'),
    numero: text('numero'),
    complemento: text('complemento'),
    bairro: text('bairro'),
    cidadeId: integer('cidade_id').references(() => cidades.id),
    removidoEm: timestamp('removido_em', { withTimezone: true }),
    criadoEm: timestamp('criado_em', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('clientes_empresa_idx').on(t.empresaId),
    uniqueIndex('clientes_documento_unico')
      .on(t.empresaId, t.documento)
      .where(sql`${t.removidoEm} is null and ${t.documento} is not null`),
  ],
);
