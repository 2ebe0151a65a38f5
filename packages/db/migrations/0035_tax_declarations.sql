CREATE TABLE "employee_tax_declarations" (
	"employee_id" uuid NOT NULL,
	"year" integer NOT NULL,
	"spouse" boolean DEFAULT false NOT NULL,
	"children" integer DEFAULT 0 NOT NULL,
	"children_born_from_2018" integer DEFAULT 0 NOT NULL,
	"parents" integer DEFAULT 0 NOT NULL,
	"declared" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" uuid,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" uuid,
	CONSTRAINT "employee_tax_declarations_children_ck" CHECK ("employee_tax_declarations"."children_born_from_2018" <= "employee_tax_declarations"."children")
);
--> statement-breakpoint
ALTER TABLE "employee_tax_declarations" ADD CONSTRAINT "employee_tax_declarations_employee_id_employees_id_fk" FOREIGN KEY ("employee_id") REFERENCES "public"."employees"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "employee_tax_declarations_uq" ON "employee_tax_declarations" USING btree ("employee_id","year");