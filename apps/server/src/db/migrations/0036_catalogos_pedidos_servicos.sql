CREATE TABLE "atendimento_eventos" (
	"id" serial PRIMARY KEY NOT NULL,
	"atendimento_id" integer NOT NULL,
	"empresa_id" integer,
	"usuario_id" integer,
	"de" text,
	"para" text NOT NULL,
	"mensagem" text,
	"criado_em" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "atendimentos" (
	"id" serial PRIMARY KEY NOT NULL,
	"uuid" uuid DEFAULT gen_random_uuid() NOT NULL,
	"empresa_id" integer NOT NULL,
	"numero" integer NOT NULL,
	"solicitante_empresa_id" integer,
	"servico_id" integer,
	"titulo" text NOT NULL,
	"descricao" text,
	"status" text NOT NULL,
	"local" text,
	"data_desejada" date,
	"preco_centavos" bigint,
	"motivo" text,
	"criado_por" integer,
	"criado_em" timestamp with time zone DEFAULT now() NOT NULL,
	"atualizado_em" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "atendimentos_uuid_unique" UNIQUE("uuid")
);
--> statement-breakpoint
CREATE TABLE "catalogo_itens" (
	"id" serial PRIMARY KEY NOT NULL,
	"uuid" uuid DEFAULT gen_random_uuid() NOT NULL,
	"catalogo_id" integer NOT NULL,
	"produto_id" integer NOT NULL,
	"preco_centavos" bigint NOT NULL,
	"ordem" integer NOT NULL,
	CONSTRAINT "catalogo_itens_uuid_unique" UNIQUE("uuid")
);
--> statement-breakpoint
CREATE TABLE "catalogos" (
	"id" serial PRIMARY KEY NOT NULL,
	"uuid" uuid DEFAULT gen_random_uuid() NOT NULL,
	"empresa_id" integer NOT NULL,
	"nome" text NOT NULL,
	"descricao" text,
	"valido_de" date,
	"valido_ate" date,
	"pedido_minimo_centavos" bigint DEFAULT 0 NOT NULL,
	"publicado_em" timestamp with time zone,
	"removido_em" timestamp with time zone,
	"criado_em" timestamp with time zone DEFAULT now() NOT NULL,
	"atualizado_em" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "catalogos_uuid_unique" UNIQUE("uuid")
);
--> statement-breakpoint
CREATE TABLE "pedido_eventos" (
	"id" serial PRIMARY KEY NOT NULL,
	"pedido_id" integer NOT NULL,
	"empresa_id" integer,
	"usuario_id" integer,
	"de" text,
	"para" text NOT NULL,
	"mensagem" text,
	"criado_em" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "pedido_itens" (
	"id" serial PRIMARY KEY NOT NULL,
	"uuid" uuid DEFAULT gen_random_uuid() NOT NULL,
	"pedido_id" integer NOT NULL,
	"produto_id" integer,
	"catalogo_item_id" integer,
	"tipo" text NOT NULL,
	"nome" text NOT NULL,
	"modelo" text,
	"fabricante" text,
	"sku" text,
	"unidade" text NOT NULL,
	"quantidade" numeric(16, 3) NOT NULL,
	"preco_unitario_centavos" bigint NOT NULL,
	"ordem" integer NOT NULL,
	CONSTRAINT "pedido_itens_uuid_unique" UNIQUE("uuid")
);
--> statement-breakpoint
CREATE TABLE "pedidos" (
	"id" serial PRIMARY KEY NOT NULL,
	"uuid" uuid DEFAULT gen_random_uuid() NOT NULL,
	"empresa_id" integer NOT NULL,
	"numero" integer NOT NULL,
	"tipo" text NOT NULL,
	"etapa" text,
	"status" text NOT NULL,
	"fornecedor_empresa_id" integer,
	"catalogo_id" integer,
	"total_centavos" bigint DEFAULT 0 NOT NULL,
	"observacoes" text,
	"nota_fiscal" text,
	"rastreio" text,
	"motivo" text,
	"criado_por" integer,
	"criado_em" timestamp with time zone DEFAULT now() NOT NULL,
	"atualizado_em" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "pedidos_uuid_unique" UNIQUE("uuid")
);
--> statement-breakpoint
CREATE TABLE "servicos" (
	"id" serial PRIMARY KEY NOT NULL,
	"uuid" uuid DEFAULT gen_random_uuid() NOT NULL,
	"empresa_id" integer NOT NULL,
	"tipo" text NOT NULL,
	"nome" text NOT NULL,
	"descricao" text,
	"preco_centavos" bigint DEFAULT 0 NOT NULL,
	"unidade_preco" text DEFAULT 'servico' NOT NULL,
	"duracao_horas" numeric(8, 2),
	"ativo" boolean DEFAULT true NOT NULL,
	"removido_em" timestamp with time zone,
	"criado_em" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "servicos_uuid_unique" UNIQUE("uuid")
);
--> statement-breakpoint
ALTER TABLE "produtos" ADD COLUMN "origem_produto_id" integer;--> statement-breakpoint
ALTER TABLE "produtos" ADD COLUMN "custo_fixo" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "atendimento_eventos" ADD CONSTRAINT "atendimento_eventos_atendimento_id_atendimentos_id_fk" FOREIGN KEY ("atendimento_id") REFERENCES "public"."atendimentos"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "atendimento_eventos" ADD CONSTRAINT "atendimento_eventos_empresa_id_empresas_id_fk" FOREIGN KEY ("empresa_id") REFERENCES "public"."empresas"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "atendimento_eventos" ADD CONSTRAINT "atendimento_eventos_usuario_id_usuarios_id_fk" FOREIGN KEY ("usuario_id") REFERENCES "public"."usuarios"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "atendimentos" ADD CONSTRAINT "atendimentos_empresa_id_empresas_id_fk" FOREIGN KEY ("empresa_id") REFERENCES "public"."empresas"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "atendimentos" ADD CONSTRAINT "atendimentos_solicitante_empresa_id_empresas_id_fk" FOREIGN KEY ("solicitante_empresa_id") REFERENCES "public"."empresas"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "atendimentos" ADD CONSTRAINT "atendimentos_servico_id_servicos_id_fk" FOREIGN KEY ("servico_id") REFERENCES "public"."servicos"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "atendimentos" ADD CONSTRAINT "atendimentos_criado_por_usuarios_id_fk" FOREIGN KEY ("criado_por") REFERENCES "public"."usuarios"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "catalogo_itens" ADD CONSTRAINT "catalogo_itens_catalogo_id_catalogos_id_fk" FOREIGN KEY ("catalogo_id") REFERENCES "public"."catalogos"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "catalogo_itens" ADD CONSTRAINT "catalogo_itens_produto_id_produtos_id_fk" FOREIGN KEY ("produto_id") REFERENCES "public"."produtos"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "catalogos" ADD CONSTRAINT "catalogos_empresa_id_empresas_id_fk" FOREIGN KEY ("empresa_id") REFERENCES "public"."empresas"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pedido_eventos" ADD CONSTRAINT "pedido_eventos_pedido_id_pedidos_id_fk" FOREIGN KEY ("pedido_id") REFERENCES "public"."pedidos"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pedido_eventos" ADD CONSTRAINT "pedido_eventos_empresa_id_empresas_id_fk" FOREIGN KEY ("empresa_id") REFERENCES "public"."empresas"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pedido_eventos" ADD CONSTRAINT "pedido_eventos_usuario_id_usuarios_id_fk" FOREIGN KEY ("usuario_id") REFERENCES "public"."usuarios"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pedido_itens" ADD CONSTRAINT "pedido_itens_pedido_id_pedidos_id_fk" FOREIGN KEY ("pedido_id") REFERENCES "public"."pedidos"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pedido_itens" ADD CONSTRAINT "pedido_itens_produto_id_produtos_id_fk" FOREIGN KEY ("produto_id") REFERENCES "public"."produtos"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pedido_itens" ADD CONSTRAINT "pedido_itens_catalogo_item_id_catalogo_itens_id_fk" FOREIGN KEY ("catalogo_item_id") REFERENCES "public"."catalogo_itens"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pedidos" ADD CONSTRAINT "pedidos_empresa_id_empresas_id_fk" FOREIGN KEY ("empresa_id") REFERENCES "public"."empresas"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pedidos" ADD CONSTRAINT "pedidos_fornecedor_empresa_id_empresas_id_fk" FOREIGN KEY ("fornecedor_empresa_id") REFERENCES "public"."empresas"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pedidos" ADD CONSTRAINT "pedidos_catalogo_id_catalogos_id_fk" FOREIGN KEY ("catalogo_id") REFERENCES "public"."catalogos"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pedidos" ADD CONSTRAINT "pedidos_criado_por_usuarios_id_fk" FOREIGN KEY ("criado_por") REFERENCES "public"."usuarios"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "servicos" ADD CONSTRAINT "servicos_empresa_id_empresas_id_fk" FOREIGN KEY ("empresa_id") REFERENCES "public"."empresas"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "atendimento_eventos_idx" ON "atendimento_eventos" USING btree ("atendimento_id","criado_em");--> statement-breakpoint
CREATE UNIQUE INDEX "atendimentos_numero_unico" ON "atendimentos" USING btree ("empresa_id","numero");--> statement-breakpoint
CREATE INDEX "atendimentos_empresa_idx" ON "atendimentos" USING btree ("empresa_id","status","criado_em");--> statement-breakpoint
CREATE INDEX "atendimentos_solicitante_idx" ON "atendimentos" USING btree ("solicitante_empresa_id","criado_em");--> statement-breakpoint
CREATE UNIQUE INDEX "catalogo_itens_produto_unico" ON "catalogo_itens" USING btree ("catalogo_id","produto_id");--> statement-breakpoint
CREATE INDEX "catalogo_itens_produto_idx" ON "catalogo_itens" USING btree ("produto_id");--> statement-breakpoint
CREATE INDEX "catalogos_empresa_idx" ON "catalogos" USING btree ("empresa_id");--> statement-breakpoint
CREATE INDEX "catalogos_publicados_idx" ON "catalogos" USING btree ("empresa_id","valido_ate") WHERE "catalogos"."publicado_em" is not null and "catalogos"."removido_em" is null;--> statement-breakpoint
CREATE INDEX "pedido_eventos_pedido_idx" ON "pedido_eventos" USING btree ("pedido_id","criado_em");--> statement-breakpoint
CREATE INDEX "pedido_itens_pedido_idx" ON "pedido_itens" USING btree ("pedido_id","ordem");--> statement-breakpoint
CREATE UNIQUE INDEX "pedidos_numero_unico" ON "pedidos" USING btree ("empresa_id","numero");--> statement-breakpoint
CREATE INDEX "pedidos_empresa_idx" ON "pedidos" USING btree ("empresa_id","tipo","criado_em");--> statement-breakpoint
CREATE INDEX "pedidos_fornecedor_idx" ON "pedidos" USING btree ("fornecedor_empresa_id","criado_em");--> statement-breakpoint
CREATE INDEX "servicos_empresa_idx" ON "servicos" USING btree ("empresa_id","tipo");--> statement-breakpoint
ALTER TABLE "produtos" ADD CONSTRAINT "produtos_origem_produto_id_produtos_id_fk" FOREIGN KEY ("origem_produto_id") REFERENCES "public"."produtos"("id") ON DELETE set null ON UPDATE no action;