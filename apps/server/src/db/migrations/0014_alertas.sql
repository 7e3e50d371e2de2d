CREATE TABLE "alertas" (
	"id" serial PRIMARY KEY NOT NULL,
	"uuid" uuid DEFAULT gen_random_uuid() NOT NULL,
	"empresa_id" integer NOT NULL,
	"usina_id" integer NOT NULL,
	"tipo" text NOT NULL,
	"mensagem" text,
	"aberto_em" timestamp with time zone DEFAULT now() NOT NULL,
	"fechado_em" timestamp with time zone,
	CONSTRAINT "alertas_uuid_unique" UNIQUE("uuid")
);
--> statement-breakpoint
ALTER TABLE "alertas" ADD CONSTRAINT "alertas_empresa_id_empresas_id_fk" FOREIGN KEY ("empresa_id") REFERENCES "public"."empresas"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "alertas" ADD CONSTRAINT "alertas_usina_id_usinas_id_fk" FOREIGN KEY ("usina_id") REFERENCES "public"."usinas"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "alertas_episodio_aberto" ON "alertas" USING btree ("usina_id","tipo") WHERE "alertas"."fechado_em" is null;--> statement-breakpoint
CREATE INDEX "alertas_empresa_idx" ON "alertas" USING btree ("empresa_id","aberto_em");