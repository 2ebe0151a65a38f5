CREATE TABLE "eslip_files" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"period_id" uuid NOT NULL,
	"employee_id" uuid NOT NULL,
	"file_id" uuid NOT NULL,
	"original_name" text NOT NULL,
	"mailed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" uuid,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" uuid
);
--> statement-breakpoint
CREATE TABLE "eslip_periods" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"month" text NOT NULL,
	"pay_date" date NOT NULL,
	"note" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" uuid,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" uuid
);
--> statement-breakpoint
ALTER TABLE "eslip_files" ADD CONSTRAINT "eslip_files_period_id_eslip_periods_id_fk" FOREIGN KEY ("period_id") REFERENCES "public"."eslip_periods"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "eslip_files" ADD CONSTRAINT "eslip_files_employee_id_employees_id_fk" FOREIGN KEY ("employee_id") REFERENCES "public"."employees"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "eslip_files" ADD CONSTRAINT "eslip_files_file_id_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."files"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "eslip_periods" ADD CONSTRAINT "eslip_periods_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "eslip_files_period_employee_uq" ON "eslip_files" USING btree ("period_id","employee_id");--> statement-breakpoint
CREATE INDEX "eslip_files_employee_idx" ON "eslip_files" USING btree ("employee_id");--> statement-breakpoint
CREATE UNIQUE INDEX "eslip_periods_company_month_uq" ON "eslip_periods" USING btree ("company_id","month");