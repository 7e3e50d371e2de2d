CREATE TABLE "clientes" (
	"id" serial PRIMARY KEY NOT NULL,
	"uuid" uuid DEFAULT gen_random_uuid() NOT NULL,
	"empresa_id" integer NOT NULL,
	"nome" text NOT NULL,
	"nome_fantasia" text,
	"pessoa_fisica" boolean DEFAULT true NOT NULL,
	"documento" varchar(14),
	"email" text,
	"telefone" text,
	"aniversario_dia" smallint,
	"aniversario_mes" smallint,
	"cep" varchar(8),
	"logradouro" text,
	"numero" text,
	"complemento" text,
	"bairro" text,
	"cidade_id" integer,
	"removido_em" timestamp with time zone,
	"criado_em" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "clientes_uuid_unique" UNIQUE("uuid")
);
--> statement-breakpoint
ALTER TABLE "clientes" ADD CONSTRAINT "clientes_empresa_id_empresas_id_fk" FOREIGN KEY ("empresa_id") REFERENCES "public"."empresas"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "clientes" ADD CONSTRAINT "clientes_cidade_id_cidades_id_fk" FOREIGN KEY ("cidade_id") REFERENCES "public"."cidades"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "clientes_empresa_idx" ON "clientes" USING btree ("empresa_id");--> statement-breakpoint
CREATE UNIQUE INDEX "clientes_documento_unico" ON "clientes" USING btree ("empresa_id","documento") WHERE "clientes"."removido_em" is null and "clientes"."documento" is not null;