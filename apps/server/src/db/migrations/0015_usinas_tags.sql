CREATE TABLE "usinas_tags" (
	"usina_id" integer NOT NULL,
	"tag" text NOT NULL,
	CONSTRAINT "usinas_tags_usina_id_tag_pk" PRIMARY KEY("usina_id","tag")
);
--> statement-breakpoint
ALTER TABLE "usinas_tags" ADD CONSTRAINT "usinas_tags_usina_id_usinas_id_fk" FOREIGN KEY ("usina_id") REFERENCES "public"."usinas"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "usinas_tags_tag_idx" ON "usinas_tags" USING btree ("tag");