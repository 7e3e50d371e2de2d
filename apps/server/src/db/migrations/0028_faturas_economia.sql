ALTER TABLE "faturas" ADD COLUMN "economia_rs" double precision;--> statement-breakpoint
-- The credits roll-up is a cache: dropping it makes each unit rebuild it, with its invoices' savings, on first read.
DELETE FROM "creditos_unidade";
