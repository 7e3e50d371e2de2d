CREATE TABLE "potencia_empresa" (
	"empresa_id" integer NOT NULL,
	"instante" timestamp with time zone NOT NULL,
	"potencia_w" double precision NOT NULL,
	"leituras" integer NOT NULL,
	CONSTRAINT "potencia_empresa_empresa_id_instante_pk" PRIMARY KEY("empresa_id","instante")
);
--> statement-breakpoint
ALTER TABLE "potencia_empresa" ADD CONSTRAINT "potencia_empresa_empresa_id_empresas_id_fk" FOREIGN KEY ("empresa_id") REFERENCES "public"."empresas"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- Each inserted batch moves its buckets by the change in each inverter's average there (the
-- table already holds the batch: the average before it is the rest of the bucket's readings).
CREATE FUNCTION "potencia_empresa_somar"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	INSERT INTO potencia_empresa AS p (empresa_id, instante, potencia_w, leituras)
	SELECT i.empresa_id, t.b,
		sum(coalesce(t.s_todas / nullif(t.c_todas, 0), 0)
			- coalesce((t.s_todas - t.s_novas) / nullif(t.c_todas - t.c_novas, 0), 0)),
		sum(t.n)
	FROM (
		SELECT nb.inversor_id, nb.b, nb.s_novas, nb.c_novas, nb.n, tudo.s_todas, tudo.c_todas
		FROM (
			SELECT inversor_id, date_bin('5 minutes', instante, timestamptz '2000-01-01 00:00:00+00') AS b,
				coalesce(sum(potencia_w), 0) AS s_novas, count(potencia_w) AS c_novas, count(*) AS n
			FROM novas GROUP BY 1, 2
		) nb
		CROSS JOIN LATERAL (
			SELECT coalesce(sum(l.potencia_w), 0) AS s_todas, count(l.potencia_w) AS c_todas
			FROM leituras l
			WHERE l.inversor_id = nb.inversor_id AND l.instante >= nb.b AND l.instante < nb.b + interval '5 minutes'
		) tudo
	) t
	JOIN inversores i ON i.id = t.inversor_id
	GROUP BY i.empresa_id, t.b
	ON CONFLICT (empresa_id, instante) DO UPDATE
		SET potencia_w = p.potencia_w + excluded.potencia_w, leituras = p.leituras + excluded.leituras;
	RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "potencia_empresa_leituras" AFTER INSERT ON "leituras"
	REFERENCING NEW TABLE AS novas FOR EACH STATEMENT EXECUTE FUNCTION potencia_empresa_somar();
--> statement-breakpoint
-- An inverter leaving takes its averages off its company's buckets before its readings go.
CREATE FUNCTION "potencia_empresa_sem_inversor"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	UPDATE potencia_empresa p
	SET potencia_w = p.potencia_w - s.w, leituras = p.leituras - s.n
	FROM (
		SELECT date_bin('5 minutes', instante, timestamptz '2000-01-01 00:00:00+00') AS b,
			coalesce(avg(potencia_w), 0) AS w, count(*) AS n
		FROM leituras WHERE inversor_id = OLD.id GROUP BY 1
	) s
	WHERE p.empresa_id = OLD.empresa_id AND p.instante = s.b;
	RETURN OLD;
END $$;
--> statement-breakpoint
CREATE TRIGGER "potencia_empresa_inversor_excluido" BEFORE DELETE ON "inversores"
	FOR EACH ROW EXECUTE FUNCTION potencia_empresa_sem_inversor();
--> statement-breakpoint
INSERT INTO "potencia_empresa" (empresa_id, instante, potencia_w, leituras)
SELECT i.empresa_id, t.b, sum(coalesce(t.w, 0)), sum(t.n)
FROM (
	SELECT inversor_id, date_bin('5 minutes', instante, timestamptz '2000-01-01 00:00:00+00') AS b,
		avg(potencia_w) AS w, count(*) AS n
	FROM leituras GROUP BY 1, 2
) t JOIN inversores i ON i.id = t.inversor_id
GROUP BY i.empresa_id, t.b;
