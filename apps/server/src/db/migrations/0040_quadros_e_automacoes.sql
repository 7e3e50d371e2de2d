CREATE TABLE "automacao_execucoes" (
	"id" serial PRIMARY KEY NOT NULL,
	"uuid" uuid DEFAULT gen_random_uuid() NOT NULL,
	"automacao_id" integer NOT NULL,
	"gatilho" text NOT NULL,
	"evento" text NOT NULL,
	"status" text NOT NULL,
	"acoes" jsonb NOT NULL,
	"criado_em" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "automacao_execucoes_uuid_unique" UNIQUE("uuid")
);
--> statement-breakpoint
CREATE TABLE "automacoes" (
	"id" serial PRIMARY KEY NOT NULL,
	"uuid" uuid DEFAULT gen_random_uuid() NOT NULL,
	"empresa_id" integer NOT NULL,
	"nome" text NOT NULL,
	"gatilho" text NOT NULL,
	"condicoes" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"acoes" jsonb NOT NULL,
	"ativa" boolean DEFAULT true NOT NULL,
	"padrao" text,
	"criado_em" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "automacoes_uuid_unique" UNIQUE("uuid")
);
--> statement-breakpoint
CREATE TABLE "anexos" (
	"id" serial PRIMARY KEY NOT NULL,
	"uuid" uuid DEFAULT gen_random_uuid() NOT NULL,
	"cartao_id" integer NOT NULL,
	"usuario_id" integer,
	"nome" text NOT NULL,
	"mimetype" text NOT NULL,
	"tamanho" bigint NOT NULL,
	"criado_em" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "anexos_uuid_unique" UNIQUE("uuid")
);
--> statement-breakpoint
CREATE TABLE "campos" (
	"id" serial PRIMARY KEY NOT NULL,
	"uuid" uuid DEFAULT gen_random_uuid() NOT NULL,
	"grupo_id" integer NOT NULL,
	"nome" text NOT NULL,
	"tipo" text NOT NULL,
	"opcoes" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"ordem" integer NOT NULL,
	CONSTRAINT "campos_uuid_unique" UNIQUE("uuid")
);
--> statement-breakpoint
CREATE TABLE "cartao_classificacoes" (
	"cartao_id" integer NOT NULL,
	"classificacao_id" integer NOT NULL,
	CONSTRAINT "cartao_classificacoes_cartao_id_classificacao_id_pk" PRIMARY KEY("cartao_id","classificacao_id")
);
--> statement-breakpoint
CREATE TABLE "cartao_eventos" (
	"id" serial PRIMARY KEY NOT NULL,
	"cartao_id" integer NOT NULL,
	"tipo" text NOT NULL,
	"usuario_id" integer,
	"de" text,
	"para" text NOT NULL,
	"de_fase_id" integer,
	"para_fase_id" integer,
	"mensagem" text,
	"criado_em" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "cartoes" (
	"id" serial PRIMARY KEY NOT NULL,
	"empresa_id" integer NOT NULL,
	"quadro_id" integer NOT NULL,
	"fase_id" integer NOT NULL,
	"atendimento_id" integer,
	"pedido_id" integer,
	"posicao" integer DEFAULT 0 NOT NULL,
	"responsavel_id" integer,
	"prazo" date,
	"origem" text DEFAULT 'manual' NOT NULL,
	"alerta_id" integer,
	"automacao_id" integer,
	"prazo_avisado" date,
	"fase_desde" timestamp with time zone DEFAULT now() NOT NULL,
	"fechado_em" timestamp with time zone,
	"criado_em" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "classificacoes" (
	"id" serial PRIMARY KEY NOT NULL,
	"uuid" uuid DEFAULT gen_random_uuid() NOT NULL,
	"empresa_id" integer NOT NULL,
	"nome" text NOT NULL,
	"cor" text NOT NULL,
	CONSTRAINT "classificacoes_uuid_unique" UNIQUE("uuid")
);
--> statement-breakpoint
CREATE TABLE "comentarios" (
	"id" serial PRIMARY KEY NOT NULL,
	"uuid" uuid DEFAULT gen_random_uuid() NOT NULL,
	"cartao_id" integer NOT NULL,
	"usuario_id" integer,
	"texto" text NOT NULL,
	"mencoes" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"criado_em" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "comentarios_uuid_unique" UNIQUE("uuid")
);
--> statement-breakpoint
CREATE TABLE "fases" (
	"id" serial PRIMARY KEY NOT NULL,
	"uuid" uuid DEFAULT gen_random_uuid() NOT NULL,
	"quadro_id" integer NOT NULL,
	"nome" text NOT NULL,
	"ordem" integer NOT NULL,
	"fechada" boolean DEFAULT false NOT NULL,
	"cor" text,
	CONSTRAINT "fases_uuid_unique" UNIQUE("uuid")
);
--> statement-breakpoint
CREATE TABLE "grupos" (
	"id" serial PRIMARY KEY NOT NULL,
	"uuid" uuid DEFAULT gen_random_uuid() NOT NULL,
	"quadro_id" integer NOT NULL,
	"nome" text NOT NULL,
	"ordem" integer NOT NULL,
	CONSTRAINT "grupos_uuid_unique" UNIQUE("uuid")
);
--> statement-breakpoint
CREATE TABLE "preenchimentos" (
	"cartao_id" integer NOT NULL,
	"campo_id" integer NOT NULL,
	"valor" jsonb NOT NULL,
	"atualizado_em" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "preenchimentos_cartao_id_campo_id_pk" PRIMARY KEY("cartao_id","campo_id")
);
--> statement-breakpoint
CREATE TABLE "quadros" (
	"id" serial PRIMARY KEY NOT NULL,
	"uuid" uuid DEFAULT gen_random_uuid() NOT NULL,
	"empresa_id" integer NOT NULL,
	"nome" text NOT NULL,
	"tipo" text NOT NULL,
	"padrao" boolean DEFAULT false NOT NULL,
	"criado_em" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "quadros_uuid_unique" UNIQUE("uuid")
);
--> statement-breakpoint
ALTER TABLE "atendimentos" ADD COLUMN "cliente_id" integer;--> statement-breakpoint
ALTER TABLE "atendimentos" ADD COLUMN "usina_id" integer;--> statement-breakpoint
ALTER TABLE "automacao_execucoes" ADD CONSTRAINT "automacao_execucoes_automacao_id_automacoes_id_fk" FOREIGN KEY ("automacao_id") REFERENCES "public"."automacoes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "automacoes" ADD CONSTRAINT "automacoes_empresa_id_empresas_id_fk" FOREIGN KEY ("empresa_id") REFERENCES "public"."empresas"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "anexos" ADD CONSTRAINT "anexos_cartao_id_cartoes_id_fk" FOREIGN KEY ("cartao_id") REFERENCES "public"."cartoes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "anexos" ADD CONSTRAINT "anexos_usuario_id_usuarios_id_fk" FOREIGN KEY ("usuario_id") REFERENCES "public"."usuarios"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "campos" ADD CONSTRAINT "campos_grupo_id_grupos_id_fk" FOREIGN KEY ("grupo_id") REFERENCES "public"."grupos"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cartao_classificacoes" ADD CONSTRAINT "cartao_classificacoes_cartao_id_cartoes_id_fk" FOREIGN KEY ("cartao_id") REFERENCES "public"."cartoes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cartao_classificacoes" ADD CONSTRAINT "cartao_classificacoes_classificacao_id_classificacoes_id_fk" FOREIGN KEY ("classificacao_id") REFERENCES "public"."classificacoes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cartao_eventos" ADD CONSTRAINT "cartao_eventos_cartao_id_cartoes_id_fk" FOREIGN KEY ("cartao_id") REFERENCES "public"."cartoes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cartao_eventos" ADD CONSTRAINT "cartao_eventos_usuario_id_usuarios_id_fk" FOREIGN KEY ("usuario_id") REFERENCES "public"."usuarios"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cartoes" ADD CONSTRAINT "cartoes_empresa_id_empresas_id_fk" FOREIGN KEY ("empresa_id") REFERENCES "public"."empresas"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cartoes" ADD CONSTRAINT "cartoes_quadro_id_quadros_id_fk" FOREIGN KEY ("quadro_id") REFERENCES "public"."quadros"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cartoes" ADD CONSTRAINT "cartoes_fase_id_fases_id_fk" FOREIGN KEY ("fase_id") REFERENCES "public"."fases"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cartoes" ADD CONSTRAINT "cartoes_atendimento_id_atendimentos_id_fk" FOREIGN KEY ("atendimento_id") REFERENCES "public"."atendimentos"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cartoes" ADD CONSTRAINT "cartoes_pedido_id_pedidos_id_fk" FOREIGN KEY ("pedido_id") REFERENCES "public"."pedidos"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cartoes" ADD CONSTRAINT "cartoes_responsavel_id_funcionarios_id_fk" FOREIGN KEY ("responsavel_id") REFERENCES "public"."funcionarios"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "classificacoes" ADD CONSTRAINT "classificacoes_empresa_id_empresas_id_fk" FOREIGN KEY ("empresa_id") REFERENCES "public"."empresas"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "comentarios" ADD CONSTRAINT "comentarios_cartao_id_cartoes_id_fk" FOREIGN KEY ("cartao_id") REFERENCES "public"."cartoes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "comentarios" ADD CONSTRAINT "comentarios_usuario_id_usuarios_id_fk" FOREIGN KEY ("usuario_id") REFERENCES "public"."usuarios"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fases" ADD CONSTRAINT "fases_quadro_id_quadros_id_fk" FOREIGN KEY ("quadro_id") REFERENCES "public"."quadros"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "grupos" ADD CONSTRAINT "grupos_quadro_id_quadros_id_fk" FOREIGN KEY ("quadro_id") REFERENCES "public"."quadros"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "preenchimentos" ADD CONSTRAINT "preenchimentos_cartao_id_cartoes_id_fk" FOREIGN KEY ("cartao_id") REFERENCES "public"."cartoes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "preenchimentos" ADD CONSTRAINT "preenchimentos_campo_id_campos_id_fk" FOREIGN KEY ("campo_id") REFERENCES "public"."campos"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quadros" ADD CONSTRAINT "quadros_empresa_id_empresas_id_fk" FOREIGN KEY ("empresa_id") REFERENCES "public"."empresas"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "automacao_execucoes_idx" ON "automacao_execucoes" USING btree ("automacao_id","criado_em");--> statement-breakpoint
CREATE INDEX "automacoes_gatilho_idx" ON "automacoes" USING btree ("empresa_id","gatilho");--> statement-breakpoint
CREATE UNIQUE INDEX "automacoes_padrao_unico" ON "automacoes" USING btree ("empresa_id","padrao") WHERE "automacoes"."padrao" is not null;--> statement-breakpoint
CREATE INDEX "anexos_cartao_idx" ON "anexos" USING btree ("cartao_id");--> statement-breakpoint
CREATE INDEX "campos_grupo_idx" ON "campos" USING btree ("grupo_id");--> statement-breakpoint
CREATE INDEX "cartao_classificacoes_cls_idx" ON "cartao_classificacoes" USING btree ("classificacao_id");--> statement-breakpoint
CREATE INDEX "cartao_eventos_idx" ON "cartao_eventos" USING btree ("cartao_id","criado_em");--> statement-breakpoint
CREATE INDEX "cartao_eventos_fase_idx" ON "cartao_eventos" USING btree ("de_fase_id","criado_em");--> statement-breakpoint
CREATE UNIQUE INDEX "cartoes_atendimento_unico" ON "cartoes" USING btree ("atendimento_id");--> statement-breakpoint
CREATE UNIQUE INDEX "cartoes_pedido_unico" ON "cartoes" USING btree ("pedido_id");--> statement-breakpoint
CREATE INDEX "cartoes_fase_idx" ON "cartoes" USING btree ("fase_id","posicao");--> statement-breakpoint
CREATE INDEX "cartoes_empresa_idx" ON "cartoes" USING btree ("empresa_id","quadro_id");--> statement-breakpoint
CREATE INDEX "cartoes_alerta_idx" ON "cartoes" USING btree ("alerta_id");--> statement-breakpoint
CREATE INDEX "classificacoes_empresa_idx" ON "classificacoes" USING btree ("empresa_id");--> statement-breakpoint
CREATE INDEX "comentarios_cartao_idx" ON "comentarios" USING btree ("cartao_id","criado_em");--> statement-breakpoint
CREATE INDEX "fases_quadro_idx" ON "fases" USING btree ("quadro_id","ordem");--> statement-breakpoint
CREATE INDEX "grupos_quadro_idx" ON "grupos" USING btree ("quadro_id");--> statement-breakpoint
CREATE INDEX "quadros_empresa_idx" ON "quadros" USING btree ("empresa_id");--> statement-breakpoint
CREATE UNIQUE INDEX "quadros_padrao_unico" ON "quadros" USING btree ("empresa_id","tipo") WHERE "quadros"."padrao";--> statement-breakpoint
ALTER TABLE "atendimentos" ADD CONSTRAINT "atendimentos_cliente_id_clientes_id_fk" FOREIGN KEY ("cliente_id") REFERENCES "public"."clientes"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "atendimentos" ADD CONSTRAINT "atendimentos_usina_id_usinas_id_fk" FOREIGN KEY ("usina_id") REFERENCES "public"."usinas"("id") ON DELETE set null ON UPDATE no action;