-- Raw readings, partitioned by month (declarative partitioning works the same on PGlite). Monthly
-- partitions are created ahead of time by the workers (usinas.service garantirParticoes); the
-- default partition catches anything outside them.
CREATE TABLE "leituras" (
	"inversor_id" integer NOT NULL,
	"instante" timestamp with time zone NOT NULL,
	"potencia_w" double precision,
	"energia_hoje_kwh" double precision,
	"energia_total_kwh" double precision,
	"status" text NOT NULL,
	CONSTRAINT "leituras_inversor_id_instante_pk" PRIMARY KEY("inversor_id","instante"),
	CONSTRAINT "leituras_inversor_id_inversores_id_fk" FOREIGN KEY ("inversor_id") REFERENCES "public"."inversores"("id") ON DELETE cascade
) PARTITION BY RANGE ("instante");
--> statement-breakpoint
CREATE TABLE "leituras_padrao" PARTITION OF "leituras" DEFAULT;
