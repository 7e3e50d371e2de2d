ALTER TABLE "usinas" ADD COLUMN "geracao_primeiro_dia" date;--> statement-breakpoint
ALTER TABLE "usinas" ADD COLUMN "geracao_ultimo_dia" date;--> statement-breakpoint
ALTER TABLE "usinas" ADD COLUMN "geracao_mes_kwh" double precision;--> statement-breakpoint
-- Each plant's first and last day and the energy of the last day's month, for the plant list (issue
-- 28): kept by statement triggers, whichever path writes the days (polls, imports, a bulk load), by
-- summing again the touched plants' days. The plants are locked first, in id order: a writer of the
-- same plant's days waits there until the other commits, and the sums, a statement of their own, then
-- see its days too.
CREATE FUNCTION "geracao_resumo_usinas"(ids integer[]) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
	PERFORM 1 FROM usinas WHERE id = ANY(ids) ORDER BY id FOR NO KEY UPDATE;
	UPDATE usinas u
	SET geracao_primeiro_dia = s.primeiro, geracao_ultimo_dia = s.ultimo, geracao_mes_kwh = s.mes
	FROM (
		SELECT i.id, d.primeiro, d.ultimo,
			(SELECT sum(g.energia_kwh) FROM geracao_diaria g
			WHERE g.usina_id = i.id AND g.data >= date_trunc('month', d.ultimo)::date AND g.data <= d.ultimo) AS mes
		FROM unnest(ids) AS i(id)
		CROSS JOIN LATERAL (
			SELECT min(g.data) AS primeiro, max(g.data) AS ultimo FROM geracao_diaria g WHERE g.usina_id = i.id
		) d
	) s
	WHERE u.id = s.id;
END $$;
--> statement-breakpoint
CREATE FUNCTION "geracao_resumo_aplicar"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
	ids integer[];
BEGIN
	IF TG_OP = 'INSERT' THEN
		SELECT array_agg(DISTINCT usina_id ORDER BY usina_id) INTO ids FROM novas;
	ELSIF TG_OP = 'UPDATE' THEN
		SELECT array_agg(DISTINCT usina_id ORDER BY usina_id) INTO ids
		FROM (SELECT usina_id FROM novas UNION ALL SELECT usina_id FROM antigas) t;
	ELSE
		SELECT array_agg(DISTINCT usina_id ORDER BY usina_id) INTO ids FROM antigas;
	END IF;
	IF ids IS NOT NULL THEN
		PERFORM geracao_resumo_usinas(ids);
	END IF;
	RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "geracao_resumo_inserir" AFTER INSERT ON "geracao_diaria"
	REFERENCING NEW TABLE AS novas FOR EACH STATEMENT EXECUTE FUNCTION geracao_resumo_aplicar();
--> statement-breakpoint
CREATE TRIGGER "geracao_resumo_atualizar" AFTER UPDATE ON "geracao_diaria"
	REFERENCING OLD TABLE AS antigas NEW TABLE AS novas FOR EACH STATEMENT EXECUTE FUNCTION geracao_resumo_aplicar();
--> statement-breakpoint
CREATE TRIGGER "geracao_resumo_excluir" AFTER DELETE ON "geracao_diaria"
	REFERENCING OLD TABLE AS antigas FOR EACH STATEMENT EXECUTE FUNCTION geracao_resumo_aplicar();
--> statement-breakpoint
SELECT geracao_resumo_usinas(array(SELECT DISTINCT usina_id FROM geracao_diaria ORDER BY 1));
