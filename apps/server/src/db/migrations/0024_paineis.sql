CREATE TABLE "paineis" (
	"id" serial PRIMARY KEY NOT NULL,
	"uuid" uuid DEFAULT gen_random_uuid() NOT NULL,
	"empresa_id" integer,
	"usuario_id" integer NOT NULL,
	"nome" text NOT NULL,
	"layout" jsonb NOT NULL,
	"conteudo" jsonb NOT NULL,
	"padrao_de" text,
	"criado_em" timestamp with time zone DEFAULT now() NOT NULL,
	"atualizado_em" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "paineis_uuid_unique" UNIQUE("uuid")
);
--> statement-breakpoint
ALTER TABLE "paineis" ADD CONSTRAINT "paineis_empresa_id_empresas_id_fk" FOREIGN KEY ("empresa_id") REFERENCES "public"."empresas"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "paineis" ADD CONSTRAINT "paineis_usuario_id_usuarios_id_fk" FOREIGN KEY ("usuario_id") REFERENCES "public"."usuarios"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "paineis_usuario_idx" ON "paineis" USING btree ("usuario_id","empresa_id");--> statement-breakpoint
CREATE INDEX "paineis_padrao_idx" ON "paineis" USING btree ("padrao_de","atualizado_em");