CREATE TABLE "salary_opening_balances" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"employee_id" uuid NOT NULL,
	"year" integer NOT NULL,
	"payments" integer NOT NULL,
	"income" numeric(14, 2) DEFAULT 0 NOT NULL,
	"tax" numeric(14, 2) DEFAULT 0 NOT NULL,
	"social_security" numeric(14, 2) DEFAULT 0 NOT NULL,
	"provident_fund" numeric(14, 2) DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" uuid,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" uuid,
	CONSTRAINT "salary_opening_balances_payments_ck" CHECK ("salary_opening_balances"."payments" BETWEEN 1 AND 11)
);
--> statement-breakpoint
ALTER TABLE "salary_opening_balances" ADD CONSTRAINT "salary_opening_balances_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "salary_opening_balances" ADD CONSTRAINT "salary_opening_balances_employee_id_employees_id_fk" FOREIGN KEY ("employee_id") REFERENCES "public"."employees"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "salary_opening_balances_uq" ON "salary_opening_balances" USING btree ("company_id","employee_id","year");