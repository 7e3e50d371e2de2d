CREATE TABLE "creditos_unidade" (
	"unidade_id" integer PRIMARY KEY NOT NULL,
	"empresa_id" integer NOT NULL,
	"saldo_kwh" double precision NOT NULL,
	"economia_rs" double precision NOT NULL,
	"expirando" jsonb NOT NULL,
	"atualizado_em" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "creditos_unidade" ADD CONSTRAINT "creditos_unidade_unidade_id_unidades_id_fk" FOREIGN KEY ("unidade_id") REFERENCES "public"."unidades"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "creditos_unidade" ADD CONSTRAINT "creditos_unidade_empresa_id_empresas_id_fk" FOREIGN KEY ("empresa_id") REFERENCES "public"."empresas"("id") ON DELETE cascade ON UPDATE no action;