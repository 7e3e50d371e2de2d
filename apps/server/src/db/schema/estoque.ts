import { index, integer, numeric, pgTable, serial, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { empresas } from './empresas.ts';
import { produtos } from './produtos.ts';
import { usuarios } from './usuarios.ts';

// Stock movements (issue 24): each entrada, saída or ajuste with the balance before and after it,
// the reason and who did it (the account: an erased one reads "Usuário excluído", LGPD).
export const estoqueMovimentos = pgTable(
  'estoque_movimentos',
  {
    id: serial('id').primaryKey(),
    uuid: uuid('uuid').notNull().unique().defaultRandom(),
    empresaId: integer('empresa_id')
      .notNull()
      .references(() => empresas.id, { onDelete: 'cascade' }),
    produtoId: integer('produto_id')
      .notNull()
      .references(() => produtos.id, { onDelete: 'cascade' }),
    tipo: text('tipo').notNull(),
    quantidade: numeric('quantidade', { precision: 16, scale: 3, mode: 'number' }).notNull(),
    variacao: numeric('variacao', { precision: 16, scale: 3, mode: 'number' }).notNull(),
    saldoAnterior: numeric('saldo_anterior', { precision: 16, scale: 3, mode: 'number' }).notNull(),
    saldoPosterior: numeric('saldo_posterior', { precision: 16, scale: 3, mode: 'number' }).notNull(),
    motivo: text('motivo').notNull(),
    usuarioId: integer('usuario_id').references(() => usuarios.id, { onDelete: 'set null' }),
    criadoEm: timestamp('criado_em', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('estoque_movimentos_produto_idx').on(t.empresaId, t.produtoId, t.criadoEm)],
);
