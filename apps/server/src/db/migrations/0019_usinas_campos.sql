ALTER TABLE "usinas" ADD COLUMN "cep" text;--> statement-breakpoint
ALTER TABLE "usinas" ADD COLUMN "logradouro" text;--> statement-breakpoint
ALTER TABLE "usinas" ADD COLUMN "numero" text;--> statement-breakpoint
ALTER TABLE "usinas" ADD COLUMN "bairro" text;--> statement-breakpoint
ALTER TABLE "usinas" ADD COLUMN "cliente_id" integer;--> statement-breakpoint
ALTER TABLE "usinas" ADD COLUMN "consumo_medio_kwh" double precision;--> statement-breakpoint
ALTER TABLE "usinas" ADD COLUMN "investimento" double precision;--> statement-breakpoint
ALTER TABLE "usinas" ADD CONSTRAINT "usinas_cliente_id_clientes_id_fk" FOREIGN KEY ("cliente_id") REFERENCES "public"."clientes"("id") ON DELETE set null ON UPDATE no action;