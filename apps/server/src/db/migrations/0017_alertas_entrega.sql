ALTER TABLE "usuarios" ADD COLUMN "alertas_entrega" text DEFAULT 'app' NOT NULL;--> statement-breakpoint
ALTER TABLE "usuarios" ADD COLUMN "alertas_resumo_em" timestamp with time zone;