CREATE TABLE "payroll_fund_accounts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"employee_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"lender" text DEFAULT 'company' NOT NULL,
	"member_number" text,
	"start_month" text NOT NULL,
	"end_month" text,
	"monthly_amount" numeric(14, 2),
	"monthly_percent" numeric(5, 2),
	"principal" numeric(14, 2),
	"instalment" numeric(14, 2),
	"note" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" uuid,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" uuid
);
--> statement-breakpoint
CREATE TABLE "payroll_fund_entries" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"account_id" uuid NOT NULL,
	"period_id" uuid,
	"type" text NOT NULL,
	"entry_date" date NOT NULL,
	"savings" numeric(14, 2) DEFAULT 0 NOT NULL,
	"loan" numeric(14, 2) DEFAULT 0 NOT NULL,
	"interest" numeric(14, 2) DEFAULT 0 NOT NULL,
	"note" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" uuid,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" uuid,
	CONSTRAINT "payroll_fund_entries_period_ck" CHECK (("payroll_fund_entries"."type" = 'payroll') = ("payroll_fund_entries"."period_id" IS NOT NULL))
);
--> statement-breakpoint
ALTER TABLE "payroll_fund_accounts" ADD CONSTRAINT "payroll_fund_accounts_employee_id_employees_id_fk" FOREIGN KEY ("employee_id") REFERENCES "public"."employees"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payroll_fund_entries" ADD CONSTRAINT "payroll_fund_entries_account_id_payroll_fund_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."payroll_fund_accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payroll_fund_entries" ADD CONSTRAINT "payroll_fund_entries_period_id_salary_periods_id_fk" FOREIGN KEY ("period_id") REFERENCES "public"."salary_periods"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "payroll_fund_accounts_employee_idx" ON "payroll_fund_accounts" USING btree ("employee_id","kind");--> statement-breakpoint
CREATE INDEX "payroll_fund_accounts_kind_idx" ON "payroll_fund_accounts" USING btree ("kind");--> statement-breakpoint
CREATE INDEX "payroll_fund_entries_account_idx" ON "payroll_fund_entries" USING btree ("account_id","entry_date");--> statement-breakpoint
CREATE UNIQUE INDEX "payroll_fund_entries_period_uq" ON "payroll_fund_entries" USING btree ("period_id","account_id");