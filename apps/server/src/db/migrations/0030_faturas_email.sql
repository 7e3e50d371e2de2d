CREATE TABLE "caixas_entrada" (
	"empresa_id" integer PRIMARY KEY NOT NULL,
	"token" text NOT NULL,
	"automatica" boolean DEFAULT false NOT NULL,
	"criada_em" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "caixas_entrada_token_unique" UNIQUE("token")
);
--> statement-breakpoint
CREATE TABLE "emails_recebidos" (
	"id" serial PRIMARY KEY NOT NULL,
	"empresa_id" integer NOT NULL,
	"recebido_em" timestamp with time zone NOT NULL,
	"remetente" text NOT NULL,
	"assunto" text NOT NULL,
	"message_id" text,
	"resultado" text NOT NULL,
	"motivo" text
);
--> statement-breakpoint
CREATE TABLE "itens_caixa_entrada" (
	"id" serial PRIMARY KEY NOT NULL,
	"uuid" uuid DEFAULT gen_random_uuid() NOT NULL,
	"empresa_id" integer NOT NULL,
	"email_id" integer NOT NULL,
	"pdf_id" integer NOT NULL,
	"arquivo" text NOT NULL,
	"situacao" text NOT NULL,
	"matricula" text,
	"concessionaria" text,
	"unidade_id" integer,
	"leitura" jsonb NOT NULL,
	"fatura_id" integer,
	"recebido_em" timestamp with time zone NOT NULL,
	CONSTRAINT "itens_caixa_entrada_uuid_unique" UNIQUE("uuid")
);
--> statement-breakpoint
ALTER TABLE "caixas_entrada" ADD CONSTRAINT "caixas_entrada_empresa_id_empresas_id_fk" FOREIGN KEY ("empresa_id") REFERENCES "public"."empresas"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "emails_recebidos" ADD CONSTRAINT "emails_recebidos_empresa_id_empresas_id_fk" FOREIGN KEY ("empresa_id") REFERENCES "public"."empresas"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "itens_caixa_entrada" ADD CONSTRAINT "itens_caixa_entrada_empresa_id_empresas_id_fk" FOREIGN KEY ("empresa_id") REFERENCES "public"."empresas"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "itens_caixa_entrada" ADD CONSTRAINT "itens_caixa_entrada_email_id_emails_recebidos_id_fk" FOREIGN KEY ("email_id") REFERENCES "public"."emails_recebidos"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "itens_caixa_entrada" ADD CONSTRAINT "itens_caixa_entrada_pdf_id_faturas_pdf_id_fk" FOREIGN KEY ("pdf_id") REFERENCES "public"."faturas_pdf"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "itens_caixa_entrada" ADD CONSTRAINT "itens_caixa_entrada_unidade_id_unidades_id_fk" FOREIGN KEY ("unidade_id") REFERENCES "public"."unidades"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "itens_caixa_entrada" ADD CONSTRAINT "itens_caixa_entrada_fatura_id_faturas_id_fk" FOREIGN KEY ("fatura_id") REFERENCES "public"."faturas"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "emails_recebidos_empresa" ON "emails_recebidos" USING btree ("empresa_id","recebido_em");--> statement-breakpoint
CREATE INDEX "itens_caixa_entrada_empresa" ON "itens_caixa_entrada" USING btree ("empresa_id","situacao","recebido_em");--> statement-breakpoint
CREATE INDEX "itens_caixa_entrada_pdf" ON "itens_caixa_entrada" USING btree ("pdf_id");