CREATE TABLE "contas_portal" (
	"id" serial PRIMARY KEY NOT NULL,
	"uuid" uuid DEFAULT gen_random_uuid() NOT NULL,
	"empresa_id" integer NOT NULL,
	"fabricante_id" integer NOT NULL,
	"login" text NOT NULL,
	"senha_cifrada" text NOT NULL,
	"status" text DEFAULT 'online' NOT NULL,
	"mensagem" text,
	"ultima_sincronizacao_em" timestamp with time zone,
	"criada_em" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "contas_portal_uuid_unique" UNIQUE("uuid")
);
--> statement-breakpoint
CREATE TABLE "fabricantes" (
	"id" serial PRIMARY KEY NOT NULL,
	"codigo" text NOT NULL,
	"nome" text NOT NULL,
	"status" text DEFAULT 'inativo' NOT NULL,
	"mensagem" text,
	"ultimo_sucesso_em" timestamp with time zone,
	"ultima_falha_em" timestamp with time zone,
	CONSTRAINT "fabricantes_codigo_unique" UNIQUE("codigo")
);
--> statement-breakpoint
CREATE TABLE "geracao_diaria" (
	"usina_id" integer NOT NULL,
	"data" date NOT NULL,
	"energia_kwh" double precision NOT NULL,
	CONSTRAINT "geracao_diaria_usina_id_data_pk" PRIMARY KEY("usina_id","data")
);
--> statement-breakpoint
CREATE TABLE "importacoes" (
	"id" serial PRIMARY KEY NOT NULL,
	"uuid" uuid DEFAULT gen_random_uuid() NOT NULL,
	"empresa_id" integer NOT NULL,
	"usuario_id" integer,
	"conta_portal_id" integer NOT NULL,
	"usinas_externas" text[] NOT NULL,
	"status" text DEFAULT 'pendente' NOT NULL,
	"concluidas" text[] DEFAULT '{}'::text[] NOT NULL,
	"mensagem" text,
	"criada_em" timestamp with time zone DEFAULT now() NOT NULL,
	"concluida_em" timestamp with time zone,
	CONSTRAINT "importacoes_uuid_unique" UNIQUE("uuid")
);
--> statement-breakpoint
CREATE TABLE "inversores" (
	"id" serial PRIMARY KEY NOT NULL,
	"uuid" uuid DEFAULT gen_random_uuid() NOT NULL,
	"empresa_id" integer NOT NULL,
	"usina_id" integer NOT NULL,
	"conta_portal_id" integer,
	"fabricante_id" integer NOT NULL,
	"serial" text NOT NULL,
	"nome" text NOT NULL,
	"capacidade_kwp" double precision,
	"inicio_geracao" date,
	"status" text DEFAULT 'inativo' NOT NULL,
	"potencia_atual_w" double precision,
	"energia_total_kwh" double precision,
	"ultima_leitura_em" timestamp with time zone,
	CONSTRAINT "inversores_uuid_unique" UNIQUE("uuid")
);
--> statement-breakpoint
CREATE TABLE "usinas" (
	"id" serial PRIMARY KEY NOT NULL,
	"uuid" uuid DEFAULT gen_random_uuid() NOT NULL,
	"empresa_id" integer NOT NULL,
	"conta_portal_id" integer,
	"id_externo" text,
	"nome" text NOT NULL,
	"potencia_kwp" double precision,
	"data_instalacao" date,
	"status" text DEFAULT 'inativo' NOT NULL,
	"cidade_id" integer,
	"fuso_horario" text DEFAULT 'America/Sao_Paulo' NOT NULL,
	"potencia_atual_w" double precision,
	"energia_hoje_kwh" double precision,
	"energia_total_kwh" double precision,
	"ultima_leitura_em" timestamp with time zone,
	"criada_em" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "usinas_uuid_unique" UNIQUE("uuid")
);
--> statement-breakpoint
CREATE TABLE "tarefas" (
	"id" serial PRIMARY KEY NOT NULL,
	"tipo" text NOT NULL,
	"chave" text,
	"dados" jsonb NOT NULL,
	"status" text DEFAULT 'pendente' NOT NULL,
	"tentativas" integer DEFAULT 0 NOT NULL,
	"max_tentativas" integer DEFAULT 5 NOT NULL,
	"proxima_em" timestamp with time zone DEFAULT now() NOT NULL,
	"bloqueada_ate" timestamp with time zone,
	"erro" text,
	"criada_em" timestamp with time zone DEFAULT now() NOT NULL,
	"concluida_em" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "contas_portal" ADD CONSTRAINT "contas_portal_empresa_id_empresas_id_fk" FOREIGN KEY ("empresa_id") REFERENCES "public"."empresas"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contas_portal" ADD CONSTRAINT "contas_portal_fabricante_id_fabricantes_id_fk" FOREIGN KEY ("fabricante_id") REFERENCES "public"."fabricantes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "geracao_diaria" ADD CONSTRAINT "geracao_diaria_usina_id_usinas_id_fk" FOREIGN KEY ("usina_id") REFERENCES "public"."usinas"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "importacoes" ADD CONSTRAINT "importacoes_empresa_id_empresas_id_fk" FOREIGN KEY ("empresa_id") REFERENCES "public"."empresas"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "importacoes" ADD CONSTRAINT "importacoes_usuario_id_usuarios_id_fk" FOREIGN KEY ("usuario_id") REFERENCES "public"."usuarios"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "importacoes" ADD CONSTRAINT "importacoes_conta_portal_id_contas_portal_id_fk" FOREIGN KEY ("conta_portal_id") REFERENCES "public"."contas_portal"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inversores" ADD CONSTRAINT "inversores_empresa_id_empresas_id_fk" FOREIGN KEY ("empresa_id") REFERENCES "public"."empresas"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inversores" ADD CONSTRAINT "inversores_usina_id_usinas_id_fk" FOREIGN KEY ("usina_id") REFERENCES "public"."usinas"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inversores" ADD CONSTRAINT "inversores_conta_portal_id_contas_portal_id_fk" FOREIGN KEY ("conta_portal_id") REFERENCES "public"."contas_portal"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inversores" ADD CONSTRAINT "inversores_fabricante_id_fabricantes_id_fk" FOREIGN KEY ("fabricante_id") REFERENCES "public"."fabricantes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "usinas" ADD CONSTRAINT "usinas_empresa_id_empresas_id_fk" FOREIGN KEY ("empresa_id") REFERENCES "public"."empresas"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "usinas" ADD CONSTRAINT "usinas_conta_portal_id_contas_portal_id_fk" FOREIGN KEY ("conta_portal_id") REFERENCES "public"."contas_portal"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "usinas" ADD CONSTRAINT "usinas_cidade_id_cidades_id_fk" FOREIGN KEY ("cidade_id") REFERENCES "public"."cidades"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "contas_portal_unica" ON "contas_portal" USING btree ("empresa_id","fabricante_id","login");--> statement-breakpoint
CREATE INDEX "inversores_usina_idx" ON "inversores" USING btree ("usina_id");--> statement-breakpoint
CREATE UNIQUE INDEX "inversores_serial_unico" ON "inversores" USING btree ("empresa_id","fabricante_id","serial");--> statement-breakpoint
CREATE INDEX "usinas_empresa_idx" ON "usinas" USING btree ("empresa_id");--> statement-breakpoint
CREATE UNIQUE INDEX "usinas_externa_unica" ON "usinas" USING btree ("empresa_id","conta_portal_id","id_externo") WHERE "usinas"."id_externo" is not null;--> statement-breakpoint
CREATE INDEX "tarefas_fila_idx" ON "tarefas" USING btree ("status","proxima_em");--> statement-breakpoint
CREATE UNIQUE INDEX "tarefas_chave_aberta" ON "tarefas" USING btree ("chave") WHERE "tarefas"."status" in ('pendente', 'executando');--> statement-breakpoint
INSERT INTO "fabricantes" ("codigo", "nome") VALUES
  ('saj', 'SAJ'),
  ('sungrow', 'Sungrow'),
  ('growatt', 'Growatt'),
  ('livoltek', 'Livoltek'),
  ('auxsol', 'AUXSOL'),
  ('solplanet', 'Solplanet'),
  ('solarman', 'Solarman'),
  ('solis', 'Solis'),
  ('foxess', 'FoxESS'),
  ('chintpower', 'Chint Power');
