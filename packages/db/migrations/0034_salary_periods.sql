CREATE TABLE "salary_lines" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"period_id" uuid NOT NULL,
	"employee_id" uuid NOT NULL,
	"channel" text NOT NULL,
	"base_salary" numeric(14, 2) DEFAULT 0 NOT NULL,
	"salary" numeric(14, 2) DEFAULT 0 NOT NULL,
	"absence_deduction" numeric(14, 2) DEFAULT 0 NOT NULL,
	"unpaid_leave_deduction" numeric(14, 2) DEFAULT 0 NOT NULL,
	"overtime" numeric(14, 2) DEFAULT 0 NOT NULL,
	"bonus" numeric(14, 2) DEFAULT 0 NOT NULL,
	"commission" numeric(14, 2) DEFAULT 0 NOT NULL,
	"extra" numeric(14, 2) DEFAULT 0 NOT NULL,
	"other_income" numeric(14, 2) DEFAULT 0 NOT NULL,
	"gross" numeric(14, 2) DEFAULT 0 NOT NULL,
	"social_security" numeric(14, 2) DEFAULT 0 NOT NULL,
	"social_security_employer" numeric(14, 2) DEFAULT 0 NOT NULL,
	"withholding_tax" numeric(14, 2) DEFAULT 0 NOT NULL,
	"provident_fund" numeric(14, 2) DEFAULT 0 NOT NULL,
	"provident_fund_employer" numeric(14, 2) DEFAULT 0 NOT NULL,
	"student_loan" numeric(14, 2) DEFAULT 0 NOT NULL,
	"legal_execution" numeric(14, 2) DEFAULT 0 NOT NULL,
	"cooperative" numeric(14, 2) DEFAULT 0 NOT NULL,
	"saving" numeric(14, 2) DEFAULT 0 NOT NULL,
	"education_loan" numeric(14, 2) DEFAULT 0 NOT NULL,
	"other_deduction" numeric(14, 2) DEFAULT 0 NOT NULL,
	"total_deductions" numeric(14, 2) DEFAULT 0 NOT NULL,
	"net_pay" numeric(14, 2) DEFAULT 0 NOT NULL,
	"regular_income" numeric(14, 2) DEFAULT 0 NOT NULL,
	"irregular_income" numeric(14, 2) DEFAULT 0 NOT NULL,
	"working" jsonb NOT NULL,
	"computed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "salary_period_items" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"period_id" uuid NOT NULL,
	"employee_id" uuid NOT NULL,
	"code" text NOT NULL,
	"amount" numeric(14, 2) NOT NULL,
	"note" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" uuid,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" uuid,
	CONSTRAINT "salary_period_items_amount_ck" CHECK ("salary_period_items"."amount" >= 0)
);
--> statement-breakpoint
CREATE TABLE "salary_periods" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"month" text NOT NULL,
	"period_start" date NOT NULL,
	"period_end" date NOT NULL,
	"pay_date" date NOT NULL,
	"staff_kind" text NOT NULL,
	"payment_channel" text NOT NULL,
	"status" text DEFAULT 'draft' NOT NULL,
	"note" text,
	"employee_count" integer DEFAULT 0 NOT NULL,
	"gross_total" numeric(14, 2) DEFAULT 0 NOT NULL,
	"deduction_total" numeric(14, 2) DEFAULT 0 NOT NULL,
	"net_total" numeric(14, 2) DEFAULT 0 NOT NULL,
	"tax_total" numeric(14, 2) DEFAULT 0 NOT NULL,
	"social_security_total" numeric(14, 2) DEFAULT 0 NOT NULL,
	"social_security_employer_total" numeric(14, 2) DEFAULT 0 NOT NULL,
	"computing_since" timestamp with time zone,
	"compute_progress_id" uuid,
	"computed_at" timestamp with time zone,
	"computed_by" uuid,
	"closed_at" timestamp with time zone,
	"closed_by" uuid,
	"accountant_id" uuid,
	"sent_at" timestamp with time zone,
	"sent_by" uuid,
	"paid_at" timestamp with time zone,
	"paid_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" uuid,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" uuid,
	CONSTRAINT "salary_periods_dates_ck" CHECK ("salary_periods"."period_end" >= "salary_periods"."period_start")
);
--> statement-breakpoint
ALTER TABLE "salary_lines" ADD CONSTRAINT "salary_lines_period_id_salary_periods_id_fk" FOREIGN KEY ("period_id") REFERENCES "public"."salary_periods"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "salary_lines" ADD CONSTRAINT "salary_lines_employee_id_employees_id_fk" FOREIGN KEY ("employee_id") REFERENCES "public"."employees"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "salary_period_items" ADD CONSTRAINT "salary_period_items_period_id_salary_periods_id_fk" FOREIGN KEY ("period_id") REFERENCES "public"."salary_periods"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "salary_period_items" ADD CONSTRAINT "salary_period_items_employee_id_employees_id_fk" FOREIGN KEY ("employee_id") REFERENCES "public"."employees"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "salary_periods" ADD CONSTRAINT "salary_periods_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "salary_periods" ADD CONSTRAINT "salary_periods_computed_by_employees_id_fk" FOREIGN KEY ("computed_by") REFERENCES "public"."employees"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "salary_periods" ADD CONSTRAINT "salary_periods_closed_by_employees_id_fk" FOREIGN KEY ("closed_by") REFERENCES "public"."employees"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "salary_periods" ADD CONSTRAINT "salary_periods_accountant_id_employees_id_fk" FOREIGN KEY ("accountant_id") REFERENCES "public"."employees"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "salary_periods" ADD CONSTRAINT "salary_periods_sent_by_employees_id_fk" FOREIGN KEY ("sent_by") REFERENCES "public"."employees"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "salary_periods" ADD CONSTRAINT "salary_periods_paid_by_employees_id_fk" FOREIGN KEY ("paid_by") REFERENCES "public"."employees"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "salary_lines_period_employee_uq" ON "salary_lines" USING btree ("period_id","employee_id");--> statement-breakpoint
CREATE INDEX "salary_lines_employee_idx" ON "salary_lines" USING btree ("employee_id");--> statement-breakpoint
CREATE UNIQUE INDEX "salary_period_items_uq" ON "salary_period_items" USING btree ("period_id","employee_id","code");--> statement-breakpoint
CREATE UNIQUE INDEX "salary_periods_company_month_kind_uq" ON "salary_periods" USING btree ("company_id","month","staff_kind");