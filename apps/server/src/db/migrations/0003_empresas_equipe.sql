CREATE TABLE "atribuicoes" (
	"cargo_id" integer NOT NULL,
	"permissao" text NOT NULL,
	CONSTRAINT "atribuicoes_cargo_id_permissao_pk" PRIMARY KEY("cargo_id","permissao")
);
--> statement-breakpoint
CREATE TABLE "cargos" (
	"id" serial PRIMARY KEY NOT NULL,
	"uuid" uuid DEFAULT gen_random_uuid() NOT NULL,
	"empresa_id" integer NOT NULL,
	"setor_id" integer,
	"nome" text NOT NULL,
	"extinto_em" timestamp with time zone,
	"criado_em" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "cargos_uuid_unique" UNIQUE("uuid")
);
--> statement-breakpoint
CREATE TABLE "empresas" (
	"id" serial PRIMARY KEY NOT NULL,
	"uuid" uuid DEFAULT gen_random_uuid() NOT NULL,
	"tipo" text NOT NULL,
	"nome" text NOT NULL,
	"razao_social" text,
	"cnpj" text,
	"filial" text,
	"slogan" text,
	"youtube" text,
	"instagram" text,
	"facebook" text,
	"imagem_arquivo" uuid,
	"cep" text,
	"logradouro" text,
	"numero" text,
	"complemento" text,
	"bairro" text,
	"cidade" text,
	"uf" text,
	"criado_por" integer,
	"criado_em" timestamp with time zone DEFAULT now() NOT NULL,
	"atualizado_em" timestamp with time zone DEFAULT now() NOT NULL,
	"excluido_em" timestamp with time zone,
	CONSTRAINT "empresas_uuid_unique" UNIQUE("uuid")
);
--> statement-breakpoint
CREATE TABLE "funcionarios" (
	"id" serial PRIMARY KEY NOT NULL,
	"uuid" uuid DEFAULT gen_random_uuid() NOT NULL,
	"empresa_id" integer NOT NULL,
	"usuario_id" integer NOT NULL,
	"cargo_id" integer,
	"nome" text NOT NULL,
	"email" text NOT NULL,
	"telefone" text,
	"whatsapp" text,
	"contratado_em" date,
	"demitido_em" date,
	"is_socio" boolean DEFAULT false NOT NULL,
	"is_supervisor" boolean DEFAULT false NOT NULL,
	"aprovado_em" timestamp with time zone,
	"criado_em" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "funcionarios_uuid_unique" UNIQUE("uuid")
);
--> statement-breakpoint
CREATE TABLE "setores" (
	"id" serial PRIMARY KEY NOT NULL,
	"uuid" uuid DEFAULT gen_random_uuid() NOT NULL,
	"empresa_id" integer NOT NULL,
	"nome" text NOT NULL,
	"nome_completo" text,
	"descricao" text,
	"criado_em" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "setores_uuid_unique" UNIQUE("uuid")
);
--> statement-breakpoint
ALTER TABLE "atribuicoes" ADD CONSTRAINT "atribuicoes_cargo_id_cargos_id_fk" FOREIGN KEY ("cargo_id") REFERENCES "public"."cargos"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cargos" ADD CONSTRAINT "cargos_empresa_id_empresas_id_fk" FOREIGN KEY ("empresa_id") REFERENCES "public"."empresas"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cargos" ADD CONSTRAINT "cargos_setor_id_setores_id_fk" FOREIGN KEY ("setor_id") REFERENCES "public"."setores"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "empresas" ADD CONSTRAINT "empresas_criado_por_usuarios_id_fk" FOREIGN KEY ("criado_por") REFERENCES "public"."usuarios"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "funcionarios" ADD CONSTRAINT "funcionarios_empresa_id_empresas_id_fk" FOREIGN KEY ("empresa_id") REFERENCES "public"."empresas"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "funcionarios" ADD CONSTRAINT "funcionarios_usuario_id_usuarios_id_fk" FOREIGN KEY ("usuario_id") REFERENCES "public"."usuarios"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "funcionarios" ADD CONSTRAINT "funcionarios_cargo_id_cargos_id_fk" FOREIGN KEY ("cargo_id") REFERENCES "public"."cargos"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "setores" ADD CONSTRAINT "setores_empresa_id_empresas_id_fk" FOREIGN KEY ("empresa_id") REFERENCES "public"."empresas"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "cargos_empresa_idx" ON "cargos" USING btree ("empresa_id");--> statement-breakpoint
CREATE INDEX "empresas_ativas_idx" ON "empresas" USING btree ("criado_em") WHERE "empresas"."excluido_em" is null;--> statement-breakpoint
CREATE INDEX "funcionarios_empresa_idx" ON "funcionarios" USING btree ("empresa_id");--> statement-breakpoint
CREATE INDEX "funcionarios_usuario_idx" ON "funcionarios" USING btree ("usuario_id");--> statement-breakpoint
CREATE UNIQUE INDEX "funcionarios_vinculo_ativo" ON "funcionarios" USING btree ("empresa_id","usuario_id") WHERE "funcionarios"."demitido_em" is null;--> statement-breakpoint
CREATE INDEX "setores_empresa_idx" ON "setores" USING btree ("empresa_id");