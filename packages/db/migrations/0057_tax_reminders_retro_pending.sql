CREATE TABLE "salary_retro_pending" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"employee_id" uuid NOT NULL,
	"from_period_id" uuid NOT NULL,
	"company_id" uuid NOT NULL,
	"staff_kind" text NOT NULL,
	"after_month" text NOT NULL,
	"amount" numeric(14, 2) NOT NULL,
	"reason" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" uuid,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" uuid,
	CONSTRAINT "salary_retro_pending_amount_ck" CHECK ("salary_retro_pending"."amount" <> 0)
);
--> statement-breakpoint
CREATE TABLE "tax_allowance_reminders" (
	"year" integer PRIMARY KEY NOT NULL,
	"sent_at" timestamp with time zone NOT NULL,
	"employees" integer NOT NULL,
	"undeclared" integer NOT NULL
);
--> statement-breakpoint
ALTER TABLE "salary_retro_pending" ADD CONSTRAINT "salary_retro_pending_employee_id_employees_id_fk" FOREIGN KEY ("employee_id") REFERENCES "public"."employees"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "salary_retro_pending" ADD CONSTRAINT "salary_retro_pending_from_period_id_salary_periods_id_fk" FOREIGN KEY ("from_period_id") REFERENCES "public"."salary_periods"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "salary_retro_pending" ADD CONSTRAINT "salary_retro_pending_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "salary_retro_pending_company_idx" ON "salary_retro_pending" USING btree ("company_id","staff_kind");