CREATE TABLE "categorias" (
	"id" serial PRIMARY KEY NOT NULL,
	"uuid" uuid DEFAULT gen_random_uuid() NOT NULL,
	"empresa_id" integer NOT NULL,
	"nome" text NOT NULL,
	"descricao" text,
	"removido_em" timestamp with time zone,
	"criado_em" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "categorias_uuid_unique" UNIQUE("uuid")
);
--> statement-breakpoint
CREATE TABLE "estoque_movimentos" (
	"id" serial PRIMARY KEY NOT NULL,
	"uuid" uuid DEFAULT gen_random_uuid() NOT NULL,
	"empresa_id" integer NOT NULL,
	"produto_id" integer NOT NULL,
	"tipo" text NOT NULL,
	"quantidade" numeric(16, 3) NOT NULL,
	"variacao" numeric(16, 3) NOT NULL,
	"saldo_anterior" numeric(16, 3) NOT NULL,
	"saldo_posterior" numeric(16, 3) NOT NULL,
	"motivo" text NOT NULL,
	"usuario_id" integer,
	"criado_em" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "estoque_movimentos_uuid_unique" UNIQUE("uuid")
);
--> statement-breakpoint
CREATE TABLE "produto_componentes" (
	"kit_id" integer NOT NULL,
	"produto_id" integer NOT NULL,
	"quantidade" numeric(16, 3) NOT NULL,
	"ordem" integer NOT NULL,
	CONSTRAINT "produto_componentes_kit_id_produto_id_pk" PRIMARY KEY("kit_id","produto_id")
);
--> statement-breakpoint
CREATE TABLE "produtos" (
	"id" serial PRIMARY KEY NOT NULL,
	"uuid" uuid DEFAULT gen_random_uuid() NOT NULL,
	"empresa_id" integer NOT NULL,
	"tipo" text NOT NULL,
	"nome" text NOT NULL,
	"categoria_id" integer,
	"modelo" text,
	"fabricante" text,
	"fabricante_id" integer,
	"sku" text,
	"unidade" text DEFAULT 'un' NOT NULL,
	"descricao" text,
	"custo_centavos" bigint DEFAULT 0 NOT NULL,
	"preco_venda_centavos" bigint DEFAULT 0 NOT NULL,
	"saldo" numeric(16, 3) DEFAULT 0 NOT NULL,
	"estoque_minimo" numeric(16, 3),
	"equipamento" uuid,
	"especificacoes" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"imagem_arquivo" uuid,
	"datasheet_arquivo" uuid,
	"datasheet_nome" text,
	"datasheet_tamanho" integer,
	"removido_em" timestamp with time zone,
	"criado_em" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "produtos_uuid_unique" UNIQUE("uuid")
);
--> statement-breakpoint
ALTER TABLE "categorias" ADD CONSTRAINT "categorias_empresa_id_empresas_id_fk" FOREIGN KEY ("empresa_id") REFERENCES "public"."empresas"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "estoque_movimentos" ADD CONSTRAINT "estoque_movimentos_empresa_id_empresas_id_fk" FOREIGN KEY ("empresa_id") REFERENCES "public"."empresas"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "estoque_movimentos" ADD CONSTRAINT "estoque_movimentos_produto_id_produtos_id_fk" FOREIGN KEY ("produto_id") REFERENCES "public"."produtos"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "estoque_movimentos" ADD CONSTRAINT "estoque_movimentos_usuario_id_usuarios_id_fk" FOREIGN KEY ("usuario_id") REFERENCES "public"."usuarios"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "produto_componentes" ADD CONSTRAINT "produto_componentes_kit_id_produtos_id_fk" FOREIGN KEY ("kit_id") REFERENCES "public"."produtos"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "produto_componentes" ADD CONSTRAINT "produto_componentes_produto_id_produtos_id_fk" FOREIGN KEY ("produto_id") REFERENCES "public"."produtos"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "produtos" ADD CONSTRAINT "produtos_empresa_id_empresas_id_fk" FOREIGN KEY ("empresa_id") REFERENCES "public"."empresas"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "produtos" ADD CONSTRAINT "produtos_categoria_id_categorias_id_fk" FOREIGN KEY ("categoria_id") REFERENCES "public"."categorias"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "produtos" ADD CONSTRAINT "produtos_fabricante_id_fabricantes_id_fk" FOREIGN KEY ("fabricante_id") REFERENCES "public"."fabricantes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "categorias_empresa_idx" ON "categorias" USING btree ("empresa_id");--> statement-breakpoint
CREATE UNIQUE INDEX "categorias_nome_unico" ON "categorias" USING btree ("empresa_id",lower("nome")) WHERE "categorias"."removido_em" is null;--> statement-breakpoint
CREATE INDEX "estoque_movimentos_produto_idx" ON "estoque_movimentos" USING btree ("empresa_id","produto_id","criado_em");--> statement-breakpoint
CREATE INDEX "produto_componentes_produto_idx" ON "produto_componentes" USING btree ("produto_id");--> statement-breakpoint
CREATE INDEX "produtos_empresa_idx" ON "produtos" USING btree ("empresa_id","tipo");--> statement-breakpoint
CREATE UNIQUE INDEX "produtos_sku_unico" ON "produtos" USING btree ("empresa_id",lower("sku")) WHERE "produtos"."removido_em" is null and "produtos"."sku" is not null;