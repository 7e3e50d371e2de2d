CREATE TABLE "cidades" (
	"id" serial PRIMARY KEY NOT NULL,
	"uuid" uuid DEFAULT gen_random_uuid() NOT NULL,
	"codigo_ibge" integer NOT NULL,
	"estado_id" integer NOT NULL,
	"nome" text NOT NULL,
	"nome_busca" text NOT NULL,
	"latitude" double precision NOT NULL,
	"longitude" double precision NOT NULL,
	"capital" boolean DEFAULT false NOT NULL,
	"ddd" smallint,
	"fuso_horario" text NOT NULL,
	CONSTRAINT "cidades_uuid_unique" UNIQUE("uuid"),
	CONSTRAINT "cidades_codigo_ibge_unique" UNIQUE("codigo_ibge")
);
--> statement-breakpoint
CREATE TABLE "irradiacoes_atlas" (
	"cidade_id" integer PRIMARY KEY NOT NULL,
	"ghi" integer[] NOT NULL,
	"inclinada" integer[] NOT NULL,
	"dni" integer[] NOT NULL,
	"correspondencia" text NOT NULL
);
--> statement-breakpoint
ALTER TABLE "cidades" ADD CONSTRAINT "cidades_estado_id_estados_id_fk" FOREIGN KEY ("estado_id") REFERENCES "public"."estados"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "irradiacoes_atlas" ADD CONSTRAINT "irradiacoes_atlas_cidade_id_cidades_id_fk" FOREIGN KEY ("cidade_id") REFERENCES "public"."cidades"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "cidades_estado_idx" ON "cidades" USING btree ("estado_id");--> statement-breakpoint
CREATE INDEX "cidades_busca_idx" ON "cidades" USING btree ("nome_busca");