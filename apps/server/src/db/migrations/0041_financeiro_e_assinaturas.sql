CREATE TABLE "assinaturas" (
	"id" serial PRIMARY KEY NOT NULL,
	"uuid" uuid DEFAULT gen_random_uuid() NOT NULL,
	"empresa_id" integer NOT NULL,
	"plano_id" integer NOT NULL,
	"ciclo" text NOT NULL,
	"status" text NOT NULL,
	"forma" text NOT NULL,
	"periodo_inicio" date NOT NULL,
	"periodo_fim" date NOT NULL,
	"cancelar_no_fim" boolean DEFAULT false NOT NULL,
	"cancelada_em" timestamp with time zone,
	"criado_em" timestamp with time zone DEFAULT now() NOT NULL,
	"atualizado_em" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "assinaturas_uuid_unique" UNIQUE("uuid"),
	CONSTRAINT "assinaturas_empresa_id_unique" UNIQUE("empresa_id")
);
--> statement-breakpoint
CREATE TABLE "cobrancas" (
	"id" serial PRIMARY KEY NOT NULL,
	"uuid" uuid DEFAULT gen_random_uuid() NOT NULL,
	"empresa_id" integer NOT NULL,
	"origem" text NOT NULL,
	"referencia_id" integer NOT NULL,
	"valor_centavos" bigint NOT NULL,
	"vencimento" date NOT NULL,
	"forma" text NOT NULL,
	"status" text NOT NULL,
	"periodo_inicio" date,
	"periodo_fim" date,
	"gateway" text,
	"gateway_id" text,
	"pix_copia_e_cola" text,
	"pix_qr_code_base64" text,
	"boleto_url" text,
	"boleto_linha_digitavel" text,
	"paga_em" timestamp with time zone,
	"criado_em" timestamp with time zone DEFAULT now() NOT NULL,
	"atualizado_em" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "cobrancas_uuid_unique" UNIQUE("uuid")
);
--> statement-breakpoint
CREATE TABLE "planos" (
	"id" serial PRIMARY KEY NOT NULL,
	"uuid" uuid DEFAULT gen_random_uuid() NOT NULL,
	"nome" text NOT NULL,
	"descricao" text,
	"preco_mensal_centavos" bigint NOT NULL,
	"preco_anual_centavos" bigint NOT NULL,
	"limite_usinas" integer,
	"limite_usuarios" integer,
	"limite_kwp" numeric(12, 3),
	"recursos" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"dias_teste" integer DEFAULT 14 NOT NULL,
	"ordem" integer DEFAULT 0 NOT NULL,
	"removido_em" timestamp with time zone,
	"criado_em" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "planos_uuid_unique" UNIQUE("uuid")
);
--> statement-breakpoint
CREATE TABLE "webhook_entregas" (
	"id" serial PRIMARY KEY NOT NULL,
	"gateway" text NOT NULL,
	"chave" text NOT NULL,
	"recebido_em" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "carteiras" (
	"id" serial PRIMARY KEY NOT NULL,
	"uuid" uuid DEFAULT gen_random_uuid() NOT NULL,
	"empresa_id" integer NOT NULL,
	"nome" text NOT NULL,
	"descricao" text,
	"cor" text,
	"removido_em" timestamp with time zone,
	"criado_em" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "carteiras_uuid_unique" UNIQUE("uuid")
);
--> statement-breakpoint
CREATE TABLE "contas" (
	"id" serial PRIMARY KEY NOT NULL,
	"uuid" uuid DEFAULT gen_random_uuid() NOT NULL,
	"empresa_id" integer NOT NULL,
	"nome" text NOT NULL,
	"tipo" text NOT NULL,
	"banco" text,
	"agencia" text,
	"numero" text,
	"saldo_inicial_centavos" bigint DEFAULT 0 NOT NULL,
	"saldo_inicial_em" date NOT NULL,
	"removido_em" timestamp with time zone,
	"criado_em" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "contas_uuid_unique" UNIQUE("uuid")
);
--> statement-breakpoint
CREATE TABLE "extrato_importacoes" (
	"id" serial PRIMARY KEY NOT NULL,
	"uuid" uuid DEFAULT gen_random_uuid() NOT NULL,
	"empresa_id" integer NOT NULL,
	"conta_id" integer NOT NULL,
	"nome_arquivo" text NOT NULL,
	"hash" text NOT NULL,
	"linhas" integer NOT NULL,
	"novas" integer NOT NULL,
	"criado_por" integer,
	"criado_em" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "extrato_importacoes_uuid_unique" UNIQUE("uuid")
);
--> statement-breakpoint
CREATE TABLE "extrato_linhas" (
	"id" serial PRIMARY KEY NOT NULL,
	"uuid" uuid DEFAULT gen_random_uuid() NOT NULL,
	"empresa_id" integer NOT NULL,
	"conta_id" integer NOT NULL,
	"importacao_id" integer,
	"fitid" text NOT NULL,
	"data" date NOT NULL,
	"valor_centavos" bigint NOT NULL,
	"descricao" text NOT NULL,
	"pagamento_id" integer,
	"ignorada_em" timestamp with time zone,
	"criado_em" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "extrato_linhas_uuid_unique" UNIQUE("uuid")
);
--> statement-breakpoint
CREATE TABLE "formas" (
	"id" serial PRIMARY KEY NOT NULL,
	"uuid" uuid DEFAULT gen_random_uuid() NOT NULL,
	"empresa_id" integer NOT NULL,
	"nome" text NOT NULL,
	"tipo" text NOT NULL,
	"taxa_percentual" numeric(6, 3) DEFAULT 0 NOT NULL,
	"taxa_fixa_centavos" bigint DEFAULT 0 NOT NULL,
	"prazo_dias" integer DEFAULT 0 NOT NULL,
	"conta_id" integer,
	"removido_em" timestamp with time zone,
	"criado_em" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "formas_uuid_unique" UNIQUE("uuid")
);
--> statement-breakpoint
CREATE TABLE "pagamentos" (
	"id" serial PRIMARY KEY NOT NULL,
	"uuid" uuid DEFAULT gen_random_uuid() NOT NULL,
	"empresa_id" integer NOT NULL,
	"tipo" text NOT NULL,
	"descricao" text NOT NULL,
	"categoria" text,
	"valor_centavos" bigint NOT NULL,
	"vencimento" date NOT NULL,
	"pago_em" date,
	"valor_pago_centavos" bigint,
	"cancelado_em" timestamp with time zone,
	"forma_id" integer,
	"conta_id" integer,
	"carteira_id" integer,
	"cliente_id" integer,
	"fornecedor" text,
	"fornecedor_empresa_id" integer,
	"origem" text DEFAULT 'manual' NOT NULL,
	"pedido_id" integer,
	"grupo" uuid,
	"parcela" integer,
	"parcelas" integer,
	"recorrencia" text,
	"custo_centavos" bigint DEFAULT 0 NOT NULL,
	"anexo" jsonb,
	"observacoes" text,
	"criado_por" integer,
	"criado_em" timestamp with time zone DEFAULT now() NOT NULL,
	"atualizado_em" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "pagamentos_uuid_unique" UNIQUE("uuid")
);
--> statement-breakpoint
ALTER TABLE "assinaturas" ADD CONSTRAINT "assinaturas_empresa_id_empresas_id_fk" FOREIGN KEY ("empresa_id") REFERENCES "public"."empresas"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "assinaturas" ADD CONSTRAINT "assinaturas_plano_id_planos_id_fk" FOREIGN KEY ("plano_id") REFERENCES "public"."planos"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cobrancas" ADD CONSTRAINT "cobrancas_empresa_id_empresas_id_fk" FOREIGN KEY ("empresa_id") REFERENCES "public"."empresas"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "carteiras" ADD CONSTRAINT "carteiras_empresa_id_empresas_id_fk" FOREIGN KEY ("empresa_id") REFERENCES "public"."empresas"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contas" ADD CONSTRAINT "contas_empresa_id_empresas_id_fk" FOREIGN KEY ("empresa_id") REFERENCES "public"."empresas"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "extrato_importacoes" ADD CONSTRAINT "extrato_importacoes_empresa_id_empresas_id_fk" FOREIGN KEY ("empresa_id") REFERENCES "public"."empresas"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "extrato_importacoes" ADD CONSTRAINT "extrato_importacoes_conta_id_contas_id_fk" FOREIGN KEY ("conta_id") REFERENCES "public"."contas"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "extrato_importacoes" ADD CONSTRAINT "extrato_importacoes_criado_por_usuarios_id_fk" FOREIGN KEY ("criado_por") REFERENCES "public"."usuarios"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "extrato_linhas" ADD CONSTRAINT "extrato_linhas_empresa_id_empresas_id_fk" FOREIGN KEY ("empresa_id") REFERENCES "public"."empresas"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "extrato_linhas" ADD CONSTRAINT "extrato_linhas_conta_id_contas_id_fk" FOREIGN KEY ("conta_id") REFERENCES "public"."contas"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "extrato_linhas" ADD CONSTRAINT "extrato_linhas_importacao_id_extrato_importacoes_id_fk" FOREIGN KEY ("importacao_id") REFERENCES "public"."extrato_importacoes"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "extrato_linhas" ADD CONSTRAINT "extrato_linhas_pagamento_id_pagamentos_id_fk" FOREIGN KEY ("pagamento_id") REFERENCES "public"."pagamentos"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "formas" ADD CONSTRAINT "formas_empresa_id_empresas_id_fk" FOREIGN KEY ("empresa_id") REFERENCES "public"."empresas"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "formas" ADD CONSTRAINT "formas_conta_id_contas_id_fk" FOREIGN KEY ("conta_id") REFERENCES "public"."contas"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pagamentos" ADD CONSTRAINT "pagamentos_empresa_id_empresas_id_fk" FOREIGN KEY ("empresa_id") REFERENCES "public"."empresas"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pagamentos" ADD CONSTRAINT "pagamentos_forma_id_formas_id_fk" FOREIGN KEY ("forma_id") REFERENCES "public"."formas"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pagamentos" ADD CONSTRAINT "pagamentos_conta_id_contas_id_fk" FOREIGN KEY ("conta_id") REFERENCES "public"."contas"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pagamentos" ADD CONSTRAINT "pagamentos_carteira_id_carteiras_id_fk" FOREIGN KEY ("carteira_id") REFERENCES "public"."carteiras"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pagamentos" ADD CONSTRAINT "pagamentos_cliente_id_clientes_id_fk" FOREIGN KEY ("cliente_id") REFERENCES "public"."clientes"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pagamentos" ADD CONSTRAINT "pagamentos_fornecedor_empresa_id_empresas_id_fk" FOREIGN KEY ("fornecedor_empresa_id") REFERENCES "public"."empresas"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pagamentos" ADD CONSTRAINT "pagamentos_pedido_id_pedidos_id_fk" FOREIGN KEY ("pedido_id") REFERENCES "public"."pedidos"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pagamentos" ADD CONSTRAINT "pagamentos_criado_por_usuarios_id_fk" FOREIGN KEY ("criado_por") REFERENCES "public"."usuarios"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "cobrancas_empresa_idx" ON "cobrancas" USING btree ("empresa_id","origem","referencia_id");--> statement-breakpoint
CREATE UNIQUE INDEX "cobrancas_gateway_id" ON "cobrancas" USING btree ("gateway","gateway_id") WHERE "cobrancas"."gateway_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "webhook_entregas_chave" ON "webhook_entregas" USING btree ("gateway","chave");--> statement-breakpoint
CREATE INDEX "carteiras_empresa_idx" ON "carteiras" USING btree ("empresa_id");--> statement-breakpoint
CREATE INDEX "contas_empresa_idx" ON "contas" USING btree ("empresa_id");--> statement-breakpoint
CREATE UNIQUE INDEX "extrato_importacoes_hash" ON "extrato_importacoes" USING btree ("conta_id","hash");--> statement-breakpoint
CREATE UNIQUE INDEX "extrato_linhas_fitid" ON "extrato_linhas" USING btree ("conta_id","fitid");--> statement-breakpoint
CREATE INDEX "extrato_linhas_pagamento_idx" ON "extrato_linhas" USING btree ("pagamento_id");--> statement-breakpoint
CREATE INDEX "formas_empresa_idx" ON "formas" USING btree ("empresa_id");--> statement-breakpoint
CREATE INDEX "pagamentos_empresa_idx" ON "pagamentos" USING btree ("empresa_id","tipo","vencimento");--> statement-breakpoint
CREATE INDEX "pagamentos_conta_idx" ON "pagamentos" USING btree ("conta_id","pago_em");--> statement-breakpoint
CREATE UNIQUE INDEX "pagamentos_origem_unica" ON "pagamentos" USING btree ("empresa_id","pedido_id","tipo","parcela") WHERE "pagamentos"."pedido_id" is not null;