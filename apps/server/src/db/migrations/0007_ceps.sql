CREATE TABLE "ceps_consultados" (
	"cep" varchar(8) PRIMARY KEY NOT NULL,
	"logradouro" text,
	"bairro" text,
	"cidade_id" integer,
	"cidade_nome" text NOT NULL,
	"uf" varchar(2) NOT NULL,
	"fonte" text NOT NULL,
	"consultado_em" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "ceps_consultados" ADD CONSTRAINT "ceps_consultados_cidade_id_cidades_id_fk" FOREIGN KEY ("cidade_id") REFERENCES "public"."cidades"("id") ON DELETE no action ON UPDATE no action;