CREATE TABLE "usinas_responsaveis" (
	"usina_id" integer NOT NULL,
	"funcionario_id" integer NOT NULL,
	CONSTRAINT "usinas_responsaveis_usina_id_funcionario_id_pk" PRIMARY KEY("usina_id","funcionario_id")
);
--> statement-breakpoint
ALTER TABLE "usinas_responsaveis" ADD CONSTRAINT "usinas_responsaveis_usina_id_usinas_id_fk" FOREIGN KEY ("usina_id") REFERENCES "public"."usinas"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "usinas_responsaveis" ADD CONSTRAINT "usinas_responsaveis_funcionario_id_funcionarios_id_fk" FOREIGN KEY ("funcionario_id") REFERENCES "public"."funcionarios"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "usinas_responsaveis_func_idx" ON "usinas_responsaveis" USING btree ("funcionario_id");