ALTER TABLE "pedidos" ADD COLUMN "cliente_id" integer;--> statement-breakpoint
ALTER TABLE "pedidos" ADD COLUMN "lead_nome" text;--> statement-breakpoint
ALTER TABLE "pedidos" ADD COLUMN "lead_telefone" text;--> statement-breakpoint
ALTER TABLE "pedidos" ADD COLUMN "proposta" jsonb;--> statement-breakpoint
ALTER TABLE "pedidos" ADD CONSTRAINT "pedidos_cliente_id_clientes_id_fk" FOREIGN KEY ("cliente_id") REFERENCES "public"."clientes"("id") ON DELETE set null ON UPDATE no action;