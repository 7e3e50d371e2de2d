CREATE TABLE "bairros" (
	"id" serial PRIMARY KEY NOT NULL,
	"uuid" uuid DEFAULT gen_random_uuid() NOT NULL,
	"cidade_id" integer NOT NULL,
	"nome" text NOT NULL,
	"nome_busca" text NOT NULL,
	"criado_em" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "bairros_uuid_unique" UNIQUE("uuid")
);
--> statement-breakpoint
CREATE TABLE "irradiacoes_empresa" (
	"empresa_id" integer NOT NULL,
	"cidade_id" integer NOT NULL,
	"mensal" integer[] NOT NULL,
	"atualizado_em" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "irradiacoes_empresa_empresa_id_cidade_id_pk" PRIMARY KEY("empresa_id","cidade_id")
);
--> statement-breakpoint
ALTER TABLE "bairros" ADD CONSTRAINT "bairros_cidade_id_cidades_id_fk" FOREIGN KEY ("cidade_id") REFERENCES "public"."cidades"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "irradiacoes_empresa" ADD CONSTRAINT "irradiacoes_empresa_empresa_id_empresas_id_fk" FOREIGN KEY ("empresa_id") REFERENCES "public"."empresas"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "irradiacoes_empresa" ADD CONSTRAINT "irradiacoes_empresa_cidade_id_cidades_id_fk" FOREIGN KEY ("cidade_id") REFERENCES "public"."cidades"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "bairros_cidade_nome_unico" ON "bairros" USING btree ("cidade_id","nome_busca");--> statement-breakpoint
INSERT INTO "bairros" ("cidade_id", "nome", "nome_busca")
SELECT DISTINCT ON (c."cidade_id", lower(translate(trim(c."bairro"), 'ÁÀÂÃÄÉÈÊËÍÌÎÏÓÒÔÕÖÚÙÛÜÇáàâãäéèêëíìîïóòôõöúùûüç', 'AAAAAEEEEIIIIOOOOOUUUUCaaaaaeeeeiiiiooooouuuuc')))
  c."cidade_id", trim(c."bairro"), lower(translate(trim(c."bairro"), 'ÁÀÂÃÄÉÈÊËÍÌÎÏÓÒÔÕÖÚÙÛÜÇáàâãäéèêëíìîïóòôõöúùûüç', 'AAAAAEEEEIIIIOOOOOUUUUCaaaaaeeeeiiiiooooouuuuc'))
FROM "clientes" c
WHERE c."cidade_id" IS NOT NULL AND c."bairro" IS NOT NULL AND trim(c."bairro") <> ''
ON CONFLICT DO NOTHING;
