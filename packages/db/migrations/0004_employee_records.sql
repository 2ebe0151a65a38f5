CREATE TABLE "employee_addresses" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"employee_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"country" text DEFAULT 'TH' NOT NULL,
	"residence_type" text,
	"address_line" text,
	"province" text,
	"district" text,
	"sub_district" text,
	"zip_code" text,
	"city" text,
	"state" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" uuid,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" uuid
);
--> statement-breakpoint
CREATE TABLE "employee_bank_accounts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"employee_id" uuid NOT NULL,
	"bank_id" uuid NOT NULL,
	"account_number" text NOT NULL,
	"account_name" text NOT NULL,
	"branch" text,
	"is_primary" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" uuid,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" uuid
);
--> statement-breakpoint
CREATE TABLE "employee_children" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"employee_id" uuid NOT NULL,
	"gender" text,
	"name" text NOT NULL,
	"birth_date" date,
	"education" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" uuid,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" uuid
);
--> statement-breakpoint
CREATE TABLE "employee_documents" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"employee_id" uuid NOT NULL,
	"document_type_id" uuid NOT NULL,
	"file_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" uuid,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" uuid
);
--> statement-breakpoint
CREATE TABLE "employee_education" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"employee_id" uuid NOT NULL,
	"level" text NOT NULL,
	"type" text,
	"institute" text NOT NULL,
	"graduate_year" integer,
	"major" text,
	"gpa" numeric(3, 2),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" uuid,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" uuid
);
--> statement-breakpoint
CREATE TABLE "employee_emergency_contacts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"employee_id" uuid NOT NULL,
	"name" text NOT NULL,
	"phone" text NOT NULL,
	"relationship" text NOT NULL,
	"address" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" uuid,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" uuid
);
--> statement-breakpoint
CREATE TABLE "employee_goals" (
	"employee_id" uuid PRIMARY KEY NOT NULL,
	"answer_1" text,
	"answer_2" text,
	"answer_3" text,
	"answer_4" text,
	"answer_5" text,
	"answer_6" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" uuid,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" uuid
);
--> statement-breakpoint
CREATE TABLE "employee_health" (
	"employee_id" uuid PRIMARY KEY NOT NULL,
	"congenital_disease" text,
	"contagious_disease" text,
	"food_allergy" text,
	"drug_allergy" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" uuid,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" uuid
);
--> statement-breakpoint
CREATE TABLE "employee_languages" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"employee_id" uuid NOT NULL,
	"language" text NOT NULL,
	"listening" text NOT NULL,
	"reading" text NOT NULL,
	"speaking" text NOT NULL,
	"writing" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" uuid,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" uuid
);
--> statement-breakpoint
CREATE TABLE "employee_licenses" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"employee_id" uuid NOT NULL,
	"name" text NOT NULL,
	"issued_by" text,
	"issue_date" date,
	"photo_file_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" uuid,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" uuid
);
--> statement-breakpoint
CREATE TABLE "employee_parents" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"employee_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"name" text NOT NULL,
	"birth_date" date,
	"occupation" text,
	"deceased" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" uuid,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" uuid
);
--> statement-breakpoint
CREATE TABLE "employee_salary_history" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"employee_id" uuid NOT NULL,
	"increment_type" text NOT NULL,
	"base_salary" numeric(14, 2) NOT NULL,
	"effective_date" date NOT NULL,
	"percent_change" numeric(7, 2),
	"adjusted_salary" numeric(14, 2) NOT NULL,
	"summary" text,
	"remark" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" uuid,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" uuid
);
--> statement-breakpoint
CREATE TABLE "employee_savings_beneficiaries" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"employee_id" uuid NOT NULL,
	"name" text NOT NULL,
	"relationship" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" uuid,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" uuid
);
--> statement-breakpoint
CREATE TABLE "employee_savings_cooperative" (
	"employee_id" uuid PRIMARY KEY NOT NULL,
	"member_date" date,
	"shares_held" integer,
	"member_number" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" uuid,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" uuid
);
--> statement-breakpoint
CREATE TABLE "employee_vehicles" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"employee_id" uuid NOT NULL,
	"type" text NOT NULL,
	"driving_license" text,
	"plate" text NOT NULL,
	"parking_lot" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" uuid,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" uuid
);
--> statement-breakpoint
CREATE TABLE "sensitive_change_requests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"employee_id" uuid NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"title" text,
	"first_name_th" text,
	"last_name_th" text,
	"first_name_en" text,
	"last_name_en" text,
	"citizen_id" text,
	"bank_account_id" uuid,
	"document_expiry" date,
	"file_id" uuid NOT NULL,
	"decided_by" uuid,
	"decided_at" timestamp with time zone,
	"remark" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" uuid,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" uuid
);
--> statement-breakpoint
ALTER TABLE "employees" ADD COLUMN "title" text;--> statement-breakpoint
ALTER TABLE "employees" ADD COLUMN "employment_type_id" uuid;--> statement-breakpoint
ALTER TABLE "employees" ADD COLUMN "working_time_type" text DEFAULT 'general' NOT NULL;--> statement-breakpoint
ALTER TABLE "employees" ADD COLUMN "working_time_id" uuid;--> statement-breakpoint
ALTER TABLE "employees" ADD COLUMN "employment_status" text DEFAULT 'probation' NOT NULL;--> statement-breakpoint
ALTER TABLE "employees" ADD COLUMN "joining_date" date;--> statement-breakpoint
ALTER TABLE "employees" ADD COLUMN "probation_pass_date" date;--> statement-breakpoint
ALTER TABLE "employees" ADD COLUMN "resign_date" date;--> statement-breakpoint
ALTER TABLE "employees" ADD COLUMN "effective_date" date;--> statement-breakpoint
ALTER TABLE "employees" ADD COLUMN "reason" text;--> statement-breakpoint
ALTER TABLE "employees" ADD COLUMN "record_time" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "employees" ADD COLUMN "nationality" text;--> statement-breakpoint
ALTER TABLE "employees" ADD COLUMN "citizen_id" text;--> statement-breakpoint
ALTER TABLE "employees" ADD COLUMN "passport_number" text;--> statement-breakpoint
ALTER TABLE "employees" ADD COLUMN "cambodian_id" text;--> statement-breakpoint
ALTER TABLE "employees" ADD COLUMN "document_expiry" date;--> statement-breakpoint
ALTER TABLE "employees" ADD COLUMN "work_permit_number" text;--> statement-breakpoint
ALTER TABLE "employees" ADD COLUMN "work_permit_issue_date" date;--> statement-breakpoint
ALTER TABLE "employees" ADD COLUMN "work_permit_expiry_date" date;--> statement-breakpoint
ALTER TABLE "employees" ADD COLUMN "taxpayer_number" text;--> statement-breakpoint
ALTER TABLE "employees" ADD COLUMN "job_info_source" text;--> statement-breakpoint
ALTER TABLE "employees" ADD COLUMN "provident_fund_percent" numeric(5, 2);--> statement-breakpoint
ALTER TABLE "employees" ADD COLUMN "kpi" text;--> statement-breakpoint
ALTER TABLE "employees" ADD COLUMN "ss_hospital_id" uuid;--> statement-breakpoint
ALTER TABLE "employees" ADD COLUMN "ss_status" text;--> statement-breakpoint
ALTER TABLE "employees" ADD COLUMN "ss_last_contribution_month" text;--> statement-breakpoint
ALTER TABLE "employees" ADD COLUMN "ss_expiry" date;--> statement-breakpoint
ALTER TABLE "employees" ADD COLUMN "nickname_th" text;--> statement-breakpoint
ALTER TABLE "employees" ADD COLUMN "nickname_en" text;--> statement-breakpoint
ALTER TABLE "employees" ADD COLUMN "gender" text;--> statement-breakpoint
ALTER TABLE "employees" ADD COLUMN "race" text;--> statement-breakpoint
ALTER TABLE "employees" ADD COLUMN "religion" text;--> statement-breakpoint
ALTER TABLE "employees" ADD COLUMN "religion_other" text;--> statement-breakpoint
ALTER TABLE "employees" ADD COLUMN "birth_date" date;--> statement-breakpoint
ALTER TABLE "employees" ADD COLUMN "military_status" text;--> statement-breakpoint
ALTER TABLE "employees" ADD COLUMN "weight_kg" numeric(5, 1);--> statement-breakpoint
ALTER TABLE "employees" ADD COLUMN "height_cm" numeric(5, 1);--> statement-breakpoint
ALTER TABLE "employees" ADD COLUMN "blood_group" text;--> statement-breakpoint
ALTER TABLE "employees" ADD COLUMN "shirt_size" text;--> statement-breakpoint
ALTER TABLE "employees" ADD COLUMN "e_signature_file_id" uuid;--> statement-breakpoint
ALTER TABLE "employees" ADD COLUMN "line_id" text;--> statement-breakpoint
ALTER TABLE "employees" ADD COLUMN "goo_chat_id" text;--> statement-breakpoint
ALTER TABLE "employees" ADD COLUMN "whats_app" text;--> statement-breakpoint
ALTER TABLE "employees" ADD COLUMN "wi_wallet" text;--> statement-breakpoint
ALTER TABLE "employees" ADD COLUMN "marital_status" text;--> statement-breakpoint
ALTER TABLE "employees" ADD COLUMN "spouse_name" text;--> statement-breakpoint
ALTER TABLE "employees" ADD COLUMN "sibling_count" integer;--> statement-breakpoint
ALTER TABLE "employees" ADD COLUMN "drive_car" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "employees" ADD COLUMN "drive_motorcycle" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "employees" ADD COLUMN "computer_skills" text;--> statement-breakpoint
ALTER TABLE "employees" ADD COLUMN "personal_qualities" text;--> statement-breakpoint
ALTER TABLE "employee_addresses" ADD CONSTRAINT "employee_addresses_employee_id_employees_id_fk" FOREIGN KEY ("employee_id") REFERENCES "public"."employees"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "employee_bank_accounts" ADD CONSTRAINT "employee_bank_accounts_employee_id_employees_id_fk" FOREIGN KEY ("employee_id") REFERENCES "public"."employees"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "employee_bank_accounts" ADD CONSTRAINT "employee_bank_accounts_bank_id_master_banks_id_fk" FOREIGN KEY ("bank_id") REFERENCES "public"."master_banks"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "employee_children" ADD CONSTRAINT "employee_children_employee_id_employees_id_fk" FOREIGN KEY ("employee_id") REFERENCES "public"."employees"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "employee_documents" ADD CONSTRAINT "employee_documents_employee_id_employees_id_fk" FOREIGN KEY ("employee_id") REFERENCES "public"."employees"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "employee_documents" ADD CONSTRAINT "employee_documents_document_type_id_master_document_file_types_id_fk" FOREIGN KEY ("document_type_id") REFERENCES "public"."master_document_file_types"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "employee_documents" ADD CONSTRAINT "employee_documents_file_id_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."files"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "employee_education" ADD CONSTRAINT "employee_education_employee_id_employees_id_fk" FOREIGN KEY ("employee_id") REFERENCES "public"."employees"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "employee_emergency_contacts" ADD CONSTRAINT "employee_emergency_contacts_employee_id_employees_id_fk" FOREIGN KEY ("employee_id") REFERENCES "public"."employees"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "employee_goals" ADD CONSTRAINT "employee_goals_employee_id_employees_id_fk" FOREIGN KEY ("employee_id") REFERENCES "public"."employees"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "employee_health" ADD CONSTRAINT "employee_health_employee_id_employees_id_fk" FOREIGN KEY ("employee_id") REFERENCES "public"."employees"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "employee_languages" ADD CONSTRAINT "employee_languages_employee_id_employees_id_fk" FOREIGN KEY ("employee_id") REFERENCES "public"."employees"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "employee_licenses" ADD CONSTRAINT "employee_licenses_employee_id_employees_id_fk" FOREIGN KEY ("employee_id") REFERENCES "public"."employees"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "employee_licenses" ADD CONSTRAINT "employee_licenses_photo_file_id_files_id_fk" FOREIGN KEY ("photo_file_id") REFERENCES "public"."files"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "employee_parents" ADD CONSTRAINT "employee_parents_employee_id_employees_id_fk" FOREIGN KEY ("employee_id") REFERENCES "public"."employees"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "employee_salary_history" ADD CONSTRAINT "employee_salary_history_employee_id_employees_id_fk" FOREIGN KEY ("employee_id") REFERENCES "public"."employees"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "employee_savings_beneficiaries" ADD CONSTRAINT "employee_savings_beneficiaries_employee_id_employees_id_fk" FOREIGN KEY ("employee_id") REFERENCES "public"."employees"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "employee_savings_cooperative" ADD CONSTRAINT "employee_savings_cooperative_employee_id_employees_id_fk" FOREIGN KEY ("employee_id") REFERENCES "public"."employees"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "employee_vehicles" ADD CONSTRAINT "employee_vehicles_employee_id_employees_id_fk" FOREIGN KEY ("employee_id") REFERENCES "public"."employees"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sensitive_change_requests" ADD CONSTRAINT "sensitive_change_requests_employee_id_employees_id_fk" FOREIGN KEY ("employee_id") REFERENCES "public"."employees"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sensitive_change_requests" ADD CONSTRAINT "sensitive_change_requests_bank_account_id_employee_bank_accounts_id_fk" FOREIGN KEY ("bank_account_id") REFERENCES "public"."employee_bank_accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sensitive_change_requests" ADD CONSTRAINT "sensitive_change_requests_file_id_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."files"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "employee_addresses_kind_uq" ON "employee_addresses" USING btree ("employee_id","kind");--> statement-breakpoint
CREATE INDEX "employee_bank_accounts_employee_idx" ON "employee_bank_accounts" USING btree ("employee_id");--> statement-breakpoint
CREATE UNIQUE INDEX "employee_bank_accounts_primary_uq" ON "employee_bank_accounts" USING btree ("employee_id") WHERE "employee_bank_accounts"."is_primary";--> statement-breakpoint
CREATE UNIQUE INDEX "employee_bank_accounts_number_uq" ON "employee_bank_accounts" USING btree ("bank_id","account_number");--> statement-breakpoint
CREATE INDEX "employee_children_employee_idx" ON "employee_children" USING btree ("employee_id");--> statement-breakpoint
CREATE UNIQUE INDEX "employee_documents_type_uq" ON "employee_documents" USING btree ("employee_id","document_type_id");--> statement-breakpoint
CREATE INDEX "employee_education_employee_idx" ON "employee_education" USING btree ("employee_id");--> statement-breakpoint
CREATE INDEX "employee_emergency_employee_idx" ON "employee_emergency_contacts" USING btree ("employee_id");--> statement-breakpoint
CREATE UNIQUE INDEX "employee_languages_uq" ON "employee_languages" USING btree ("employee_id",lower("language"));--> statement-breakpoint
CREATE INDEX "employee_licenses_employee_idx" ON "employee_licenses" USING btree ("employee_id");--> statement-breakpoint
CREATE UNIQUE INDEX "employee_parents_kind_uq" ON "employee_parents" USING btree ("employee_id","kind");--> statement-breakpoint
CREATE INDEX "employee_salary_employee_idx" ON "employee_salary_history" USING btree ("employee_id","effective_date");--> statement-breakpoint
CREATE INDEX "employee_beneficiaries_employee_idx" ON "employee_savings_beneficiaries" USING btree ("employee_id");--> statement-breakpoint
CREATE INDEX "employee_vehicles_employee_idx" ON "employee_vehicles" USING btree ("employee_id");--> statement-breakpoint
CREATE INDEX "sensitive_requests_employee_idx" ON "sensitive_change_requests" USING btree ("employee_id");--> statement-breakpoint
CREATE INDEX "sensitive_requests_status_idx" ON "sensitive_change_requests" USING btree ("status");--> statement-breakpoint
ALTER TABLE "employees" ADD CONSTRAINT "employees_employment_type_id_master_employment_types_id_fk" FOREIGN KEY ("employment_type_id") REFERENCES "public"."master_employment_types"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "employees" ADD CONSTRAINT "employees_working_time_id_master_working_times_id_fk" FOREIGN KEY ("working_time_id") REFERENCES "public"."master_working_times"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "employees" ADD CONSTRAINT "employees_ss_hospital_id_master_hospitals_id_fk" FOREIGN KEY ("ss_hospital_id") REFERENCES "public"."master_hospitals"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "employees" ADD CONSTRAINT "employees_e_signature_file_id_files_id_fk" FOREIGN KEY ("e_signature_file_id") REFERENCES "public"."files"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "employees_citizen_id_uq" ON "employees" USING btree ("citizen_id");--> statement-breakpoint
CREATE UNIQUE INDEX "employees_passport_uq" ON "employees" USING btree (upper("passport_number"));--> statement-breakpoint
CREATE UNIQUE INDEX "employees_cambodian_id_uq" ON "employees" USING btree ("cambodian_id");--> statement-breakpoint
CREATE INDEX "employees_department_idx" ON "employees" USING btree ("department_id");