-- The dashboard's invoice reads (issue 28): the company's newest invoices walk this index in the
-- list's order (month, then id) and stop at the page; per-unit counts and the units with invoices
-- read the company's (unit) pairs from the index alone.
DROP INDEX "faturas_empresa_mes";--> statement-breakpoint
CREATE INDEX "faturas_empresa_unidade" ON "faturas" USING btree ("empresa_id","unidade_id");--> statement-breakpoint
CREATE INDEX "faturas_empresa_mes" ON "faturas" USING btree ("empresa_id","mes_referencia","id");
