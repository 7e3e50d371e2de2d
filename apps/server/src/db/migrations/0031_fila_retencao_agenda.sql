ALTER TABLE "tarefas" ADD COLUMN "agendada_para" timestamp with time zone;--> statement-breakpoint
CREATE UNIQUE INDEX "tarefas_agenda" ON "tarefas" USING btree ("tipo","agendada_para") WHERE "tarefas"."agendada_para" is not null;--> statement-breakpoint
CREATE INDEX "tarefas_concluidas_idx" ON "tarefas" USING btree ("status","concluida_em");