-- The plant list (issue 28): a page walks the company's plants in the list's order (name, then id) and
-- stops, instead of sorting them all; the index also serves every lookup by company, so the one on
-- the company alone goes.
DROP INDEX "usinas_empresa_idx";--> statement-breakpoint
CREATE INDEX "usinas_empresa_nome" ON "usinas" USING btree ("empresa_id","nome","id");