CREATE TABLE "geracao_diaria_empresa" (
	"empresa_id" integer NOT NULL,
	"data" date NOT NULL,
	"energia_kwh" double precision NOT NULL,
	"linhas" integer NOT NULL,
	CONSTRAINT "geracao_diaria_empresa_empresa_id_data_pk" PRIMARY KEY("empresa_id","data")
);
--> statement-breakpoint
ALTER TABLE "geracao_diaria_empresa" ADD CONSTRAINT "geracao_diaria_empresa_empresa_id_empresas_id_fk" FOREIGN KEY ("empresa_id") REFERENCES "public"."empresas"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- Kept by statement triggers with transition tables: one upsert per (company, day) per statement,
-- whichever code path wrote the plant rows (import backfill, polls, a bulk load).
CREATE FUNCTION "geracao_empresa_aplicar"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	IF TG_OP = 'INSERT' THEN
		INSERT INTO geracao_diaria_empresa AS g (empresa_id, data, energia_kwh, linhas)
		SELECT u.empresa_id, n.data, sum(n.energia_kwh), count(*)
		FROM novas n JOIN usinas u ON u.id = n.usina_id
		GROUP BY u.empresa_id, n.data
		ON CONFLICT (empresa_id, data) DO UPDATE
			SET energia_kwh = g.energia_kwh + excluded.energia_kwh, linhas = g.linhas + excluded.linhas;
	ELSIF TG_OP = 'UPDATE' THEN
		INSERT INTO geracao_diaria_empresa AS g (empresa_id, data, energia_kwh, linhas)
		SELECT u.empresa_id, d.data, sum(d.kwh), sum(d.linhas)
		FROM (
			SELECT usina_id, data, energia_kwh AS kwh, 1 AS linhas FROM novas
			UNION ALL
			SELECT usina_id, data, -energia_kwh, -1 FROM antigas
		) d JOIN usinas u ON u.id = d.usina_id
		GROUP BY u.empresa_id, d.data
		ON CONFLICT (empresa_id, data) DO UPDATE
			SET energia_kwh = g.energia_kwh + excluded.energia_kwh, linhas = g.linhas + excluded.linhas;
	ELSE
		-- Rows deleted with their plant were already taken off by the plant's own trigger (the
		-- plant is gone by now, so the join skips them).
		UPDATE geracao_diaria_empresa g
		SET energia_kwh = g.energia_kwh - s.kwh, linhas = g.linhas - s.linhas
		FROM (
			SELECT u.empresa_id, o.data, sum(o.energia_kwh) AS kwh, count(*) AS linhas
			FROM antigas o JOIN usinas u ON u.id = o.usina_id
			GROUP BY u.empresa_id, o.data
		) s
		WHERE g.empresa_id = s.empresa_id AND g.data = s.data;
	END IF;
	RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "geracao_empresa_inserir" AFTER INSERT ON "geracao_diaria"
	REFERENCING NEW TABLE AS novas FOR EACH STATEMENT EXECUTE FUNCTION geracao_empresa_aplicar();
--> statement-breakpoint
CREATE TRIGGER "geracao_empresa_atualizar" AFTER UPDATE ON "geracao_diaria"
	REFERENCING OLD TABLE AS antigas NEW TABLE AS novas FOR EACH STATEMENT EXECUTE FUNCTION geracao_empresa_aplicar();
--> statement-breakpoint
CREATE TRIGGER "geracao_empresa_excluir" AFTER DELETE ON "geracao_diaria"
	REFERENCING OLD TABLE AS antigas FOR EACH STATEMENT EXECUTE FUNCTION geracao_empresa_aplicar();
--> statement-breakpoint
-- A plant leaving takes its days off its company's sums before the cascade removes them.
CREATE FUNCTION "geracao_empresa_sem_usina"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	UPDATE geracao_diaria_empresa g
	SET energia_kwh = g.energia_kwh - s.kwh, linhas = g.linhas - s.linhas
	FROM (
		SELECT data, sum(energia_kwh) AS kwh, count(*) AS linhas
		FROM geracao_diaria WHERE usina_id = OLD.id GROUP BY data
	) s
	WHERE g.empresa_id = OLD.empresa_id AND g.data = s.data;
	RETURN OLD;
END $$;
--> statement-breakpoint
CREATE TRIGGER "geracao_empresa_usina_excluida" BEFORE DELETE ON "usinas"
	FOR EACH ROW EXECUTE FUNCTION geracao_empresa_sem_usina();
--> statement-breakpoint
INSERT INTO "geracao_diaria_empresa" (empresa_id, data, energia_kwh, linhas)
SELECT u.empresa_id, g.data, sum(g.energia_kwh), count(*)
FROM geracao_diaria g JOIN usinas u ON u.id = g.usina_id
GROUP BY u.empresa_id, g.data;
