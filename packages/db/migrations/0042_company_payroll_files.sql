ALTER TABLE "companies" ADD COLUMN "payroll_bank_id" uuid;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "payroll_account_number" text;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "bank_originator_id" text;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "bank_file_layout" text;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "ktb_amount_field" text;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "scb_checksum" text;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "sso_account_number" text;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "sso_branch" text;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "sps_detail_wage" text;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "sps_line_ending" text;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "tax_branch" text;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "pnd1_columns" text;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "pnd1_encoding" text;--> statement-breakpoint
ALTER TABLE "companies" ADD CONSTRAINT "companies_payroll_bank_id_master_banks_id_fk" FOREIGN KEY ("payroll_bank_id") REFERENCES "public"."master_banks"("id") ON DELETE no action ON UPDATE no action;