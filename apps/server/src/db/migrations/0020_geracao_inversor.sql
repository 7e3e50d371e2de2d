CREATE TABLE "geracao_diaria_inversor" (
	"inversor_id" integer NOT NULL,
	"data" date NOT NULL,
	"total_inicio_kwh" double precision NOT NULL,
	"total_fim_kwh" double precision NOT NULL,
	CONSTRAINT "geracao_diaria_inversor_inversor_id_data_pk" PRIMARY KEY("inversor_id","data")
);
--> statement-breakpoint
ALTER TABLE "geracao_diaria_inversor" ADD CONSTRAINT "geracao_diaria_inversor_inversor_id_inversores_id_fk" FOREIGN KEY ("inversor_id") REFERENCES "public"."inversores"("id") ON DELETE cascade ON UPDATE no action;