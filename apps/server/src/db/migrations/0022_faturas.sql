CREATE TABLE "concessionarias" (
	"id" serial PRIMARY KEY NOT NULL,
	"uuid" uuid DEFAULT gen_random_uuid() NOT NULL,
	"sigla" text NOT NULL,
	"nome" text NOT NULL,
	"estados" text[] DEFAULT '{}' NOT NULL,
	"reh_vigente" text,
	"status" text DEFAULT 'inativo' NOT NULL,
	"mensagem" text,
	"ultimo_sucesso_em" timestamp with time zone,
	"ultima_falha_em" timestamp with time zone,
	CONSTRAINT "concessionarias_uuid_unique" UNIQUE("uuid"),
	CONSTRAINT "concessionarias_sigla_unique" UNIQUE("sigla")
);
--> statement-breakpoint
CREATE TABLE "faturas" (
	"id" serial PRIMARY KEY NOT NULL,
	"uuid" uuid DEFAULT gen_random_uuid() NOT NULL,
	"empresa_id" integer NOT NULL,
	"unidade_id" integer NOT NULL,
	"mes_referencia" text NOT NULL,
	"vencimento" date,
	"status" text DEFAULT 'aberta' NOT NULL,
	"consumo_kwh" double precision,
	"geracao_kwh" double precision,
	"injetada_kwh" double precision,
	"compensada_kwh" double precision,
	"creditada_kwh" double precision,
	"saldo_kwh" double precision,
	"creditos_expirando_kwh" double precision,
	"distribuida_kwh" double precision,
	"impostos_rs" double precision,
	"iluminacao_publica_rs" double precision,
	"valor_total_rs" double precision,
	"tarifa_com_tributos_rs_kwh" double precision,
	"tarifa_te_rs_kwh" double precision,
	"tarifa_tusd_rs_kwh" double precision,
	"fio_b_rs" double precision,
	"itens" jsonb,
	"origem" text DEFAULT 'manual' NOT NULL,
	"id_externo" text,
	"pdf_id" integer,
	"criada_em" timestamp with time zone DEFAULT now() NOT NULL,
	"atualizada_em" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "faturas_uuid_unique" UNIQUE("uuid")
);
--> statement-breakpoint
CREATE TABLE "faturas_pdf" (
	"id" serial PRIMARY KEY NOT NULL,
	"uuid" uuid DEFAULT gen_random_uuid() NOT NULL,
	"empresa_id" integer NOT NULL,
	"nome" text NOT NULL,
	"tamanho" integer NOT NULL,
	"criado_em" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "faturas_pdf_uuid_unique" UNIQUE("uuid")
);
--> statement-breakpoint
CREATE TABLE "integracoes" (
	"id" serial PRIMARY KEY NOT NULL,
	"uuid" uuid DEFAULT gen_random_uuid() NOT NULL,
	"empresa_id" integer NOT NULL,
	"usina_id" integer NOT NULL,
	"concessionaria_id" integer NOT NULL,
	"login" text NOT NULL,
	"senha_cifrada" text NOT NULL,
	"importar_desde" date NOT NULL,
	"etapa" text DEFAULT 'autenticando' NOT NULL,
	"status" text DEFAULT 'inativo' NOT NULL,
	"mensagem" text,
	"faturas_importadas" integer DEFAULT 0 NOT NULL,
	"ultima_execucao_em" timestamp with time zone,
	"criada_em" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "integracoes_uuid_unique" UNIQUE("uuid")
);
--> statement-breakpoint
CREATE TABLE "unidades" (
	"id" serial PRIMARY KEY NOT NULL,
	"uuid" uuid DEFAULT gen_random_uuid() NOT NULL,
	"empresa_id" integer NOT NULL,
	"usina_id" integer NOT NULL,
	"concessionaria_id" integer NOT NULL,
	"tipo" text NOT NULL,
	"nome" text,
	"matricula" text NOT NULL,
	"classe" text NOT NULL,
	"grupo_tensao" text DEFAULT 'B1' NOT NULL,
	"fornecimento" text DEFAULT 'bifasico' NOT NULL,
	"gd" text DEFAULT 'GD II' NOT NULL,
	"inicio" date,
	"cota" double precision,
	"fim_previsto" date,
	"distribuicao" text DEFAULT 'autoconsumo_remoto' NOT NULL,
	"criada_em" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "unidades_uuid_unique" UNIQUE("uuid")
);
--> statement-breakpoint
ALTER TABLE "faturas" ADD CONSTRAINT "faturas_empresa_id_empresas_id_fk" FOREIGN KEY ("empresa_id") REFERENCES "public"."empresas"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "faturas" ADD CONSTRAINT "faturas_unidade_id_unidades_id_fk" FOREIGN KEY ("unidade_id") REFERENCES "public"."unidades"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "faturas" ADD CONSTRAINT "faturas_pdf_id_faturas_pdf_id_fk" FOREIGN KEY ("pdf_id") REFERENCES "public"."faturas_pdf"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "faturas_pdf" ADD CONSTRAINT "faturas_pdf_empresa_id_empresas_id_fk" FOREIGN KEY ("empresa_id") REFERENCES "public"."empresas"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "integracoes" ADD CONSTRAINT "integracoes_empresa_id_empresas_id_fk" FOREIGN KEY ("empresa_id") REFERENCES "public"."empresas"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "integracoes" ADD CONSTRAINT "integracoes_usina_id_usinas_id_fk" FOREIGN KEY ("usina_id") REFERENCES "public"."usinas"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "integracoes" ADD CONSTRAINT "integracoes_concessionaria_id_concessionarias_id_fk" FOREIGN KEY ("concessionaria_id") REFERENCES "public"."concessionarias"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "unidades" ADD CONSTRAINT "unidades_empresa_id_empresas_id_fk" FOREIGN KEY ("empresa_id") REFERENCES "public"."empresas"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "unidades" ADD CONSTRAINT "unidades_usina_id_usinas_id_fk" FOREIGN KEY ("usina_id") REFERENCES "public"."usinas"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "unidades" ADD CONSTRAINT "unidades_concessionaria_id_concessionarias_id_fk" FOREIGN KEY ("concessionaria_id") REFERENCES "public"."concessionarias"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "faturas_unidade_mes" ON "faturas" USING btree ("unidade_id","mes_referencia");--> statement-breakpoint
CREATE INDEX "faturas_empresa_mes" ON "faturas" USING btree ("empresa_id","mes_referencia");--> statement-breakpoint
CREATE UNIQUE INDEX "integracoes_unica" ON "integracoes" USING btree ("usina_id","concessionaria_id","login");--> statement-breakpoint
CREATE UNIQUE INDEX "unidades_matricula" ON "unidades" USING btree ("empresa_id","concessionaria_id","matricula");--> statement-breakpoint
CREATE INDEX "unidades_usina" ON "unidades" USING btree ("usina_id");