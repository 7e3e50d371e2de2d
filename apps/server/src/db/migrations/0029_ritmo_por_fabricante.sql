ALTER TABLE "contas_portal" ADD COLUMN "chamadas_dia" date;--> statement-breakpoint
ALTER TABLE "contas_portal" ADD COLUMN "chamadas_hoje" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "contas_portal" ADD COLUMN "chamadas_por_sincronizacao" integer;--> statement-breakpoint
ALTER TABLE "contas_portal" ADD COLUMN "limite_chamadas_dia" integer;--> statement-breakpoint
ALTER TABLE "contas_portal" ADD COLUMN "intervalo_sincronizacao_ms" integer;--> statement-breakpoint
ALTER TABLE "tarefas" ADD COLUMN "grupo" text;