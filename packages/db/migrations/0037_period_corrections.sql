CREATE TABLE "salary_period_adjustments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"period_id" uuid NOT NULL,
	"employee_id" uuid NOT NULL,
	"from_period_id" uuid NOT NULL,
	"amount" numeric(14, 2) NOT NULL,
	"reason" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" uuid,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" uuid,
	CONSTRAINT "salary_period_adjustments_amount_ck" CHECK ("salary_period_adjustments"."amount" <> 0)
);
--> statement-breakpoint
ALTER TABLE "salary_period_adjustments" ADD CONSTRAINT "salary_period_adjustments_period_id_salary_periods_id_fk" FOREIGN KEY ("period_id") REFERENCES "public"."salary_periods"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "salary_period_adjustments" ADD CONSTRAINT "salary_period_adjustments_employee_id_employees_id_fk" FOREIGN KEY ("employee_id") REFERENCES "public"."employees"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "salary_period_adjustments" ADD CONSTRAINT "salary_period_adjustments_from_period_id_salary_periods_id_fk" FOREIGN KEY ("from_period_id") REFERENCES "public"."salary_periods"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "salary_period_adjustments_period_idx" ON "salary_period_adjustments" USING btree ("period_id","employee_id");--> statement-breakpoint
CREATE INDEX "salary_period_adjustments_from_idx" ON "salary_period_adjustments" USING btree ("from_period_id","employee_id");