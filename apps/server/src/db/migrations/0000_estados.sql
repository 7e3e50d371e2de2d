CREATE TABLE "estados" (
	"id" serial PRIMARY KEY NOT NULL,
	"uuid" uuid DEFAULT gen_random_uuid() NOT NULL,
	"codigo_ibge" smallint NOT NULL,
	"sigla" varchar(2) NOT NULL,
	"nome" text NOT NULL,
	"regiao" text NOT NULL,
	"latitude" double precision NOT NULL,
	"longitude" double precision NOT NULL,
	CONSTRAINT "estados_uuid_unique" UNIQUE("uuid"),
	CONSTRAINT "estados_codigo_ibge_unique" UNIQUE("codigo_ibge"),
	CONSTRAINT "estados_sigla_unique" UNIQUE("sigla")
);
