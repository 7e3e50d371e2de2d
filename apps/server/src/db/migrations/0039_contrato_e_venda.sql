CREATE TABLE "contrato_modelos" (
	"empresa_id" integer PRIMARY KEY NOT NULL,
	"texto" text NOT NULL,
	"prazo_instalacao_dias" integer,
	"garantia_modulos_anos" integer,
	"garantia_inversores_anos" integer,
	"garantia_instalacao_anos" integer,
	"atualizado_em" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "pedido_parcelas" (
	"id" serial PRIMARY KEY NOT NULL,
	"pedido_id" integer NOT NULL,
	"numero" integer NOT NULL,
	"vencimento" date NOT NULL,
	"valor_centavos" bigint NOT NULL
);
--> statement-breakpoint
ALTER TABLE "pedidos" ADD COLUMN "contrato" jsonb;--> statement-breakpoint
ALTER TABLE "pedidos" ADD COLUMN "assinado_em" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "pedidos" ADD COLUMN "assinatura_via" text;--> statement-breakpoint
ALTER TABLE "pedidos" ADD COLUMN "assinatura_nome" text;--> statement-breakpoint
ALTER TABLE "pedidos" ADD COLUMN "assinatura_cpf" text;--> statement-breakpoint
ALTER TABLE "pedidos" ADD COLUMN "assinatura_ip" text;--> statement-breakpoint
ALTER TABLE "pedidos" ADD COLUMN "assinatura_arquivo" uuid;--> statement-breakpoint
ALTER TABLE "pedidos" ADD COLUMN "cancelado_em" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "pedidos" ADD COLUMN "venda_forma" text;--> statement-breakpoint
ALTER TABLE "pedidos" ADD COLUMN "venda_observacoes" text;--> statement-breakpoint
ALTER TABLE "pedidos" ADD COLUMN "fechada_em" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "pedidos" ADD COLUMN "usina_id" integer;--> statement-breakpoint
ALTER TABLE "contrato_modelos" ADD CONSTRAINT "contrato_modelos_empresa_id_empresas_id_fk" FOREIGN KEY ("empresa_id") REFERENCES "public"."empresas"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pedido_parcelas" ADD CONSTRAINT "pedido_parcelas_pedido_id_pedidos_id_fk" FOREIGN KEY ("pedido_id") REFERENCES "public"."pedidos"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "pedido_parcelas_numero" ON "pedido_parcelas" USING btree ("pedido_id","numero");--> statement-breakpoint
ALTER TABLE "pedidos" ADD CONSTRAINT "pedidos_usina_id_usinas_id_fk" FOREIGN KEY ("usina_id") REFERENCES "public"."usinas"("id") ON DELETE set null ON UPDATE no action;