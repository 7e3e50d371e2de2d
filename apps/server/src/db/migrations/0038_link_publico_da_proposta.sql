ALTER TABLE "pedidos" ADD COLUMN "link_hash" text;--> statement-breakpoint
ALTER TABLE "pedidos" ADD COLUMN "revisao" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "pedidos" ADD COLUMN "enviada_em" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "pedidos" ADD COLUMN "visualizada_em" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "pedidos" ADD COLUMN "respondida_em" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "pedidos" ADD COLUMN "aceite_nome" text;--> statement-breakpoint
ALTER TABLE "pedidos" ADD COLUMN "aceite_cpf" text;--> statement-breakpoint
ALTER TABLE "pedidos" ADD COLUMN "aceite_ip" text;--> statement-breakpoint
ALTER TABLE "pedidos" ADD COLUMN "recusa_motivo" text;--> statement-breakpoint
ALTER TABLE "pedidos" ADD CONSTRAINT "pedidos_link_hash_unique" UNIQUE("link_hash");