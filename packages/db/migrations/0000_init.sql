CREATE TABLE "companies" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"code" text NOT NULL,
	"name_en" text NOT NULL,
	"name_th" text NOT NULL,
	"email" text,
	"email_domain" text,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" uuid,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" uuid
);
--> statement-breakpoint
CREATE TABLE "employees" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"employee_code" text NOT NULL,
	"title_en" text,
	"title_th" text,
	"first_name_en" text NOT NULL,
	"last_name_en" text NOT NULL,
	"first_name_th" text NOT NULL,
	"last_name_th" text NOT NULL,
	"email" text,
	"company_email" text,
	"phone" text,
	"department_id" uuid,
	"position_id" uuid,
	"role_id" uuid NOT NULL,
	"supervisor_id" uuid,
	"assistant_supervisor_id" uuid,
	"preferred_lang" text DEFAULT 'en' NOT NULL,
	"image_profile_file_id" uuid,
	"password_hash" text,
	"password_changed_at" timestamp with time zone,
	"failed_logins" integer DEFAULT 0 NOT NULL,
	"locked_at" timestamp with time zone,
	"is_first_login" boolean DEFAULT true NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" uuid,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" uuid
);
--> statement-breakpoint
CREATE TABLE "password_tokens" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"token_hash" text NOT NULL,
	"employee_id" uuid NOT NULL,
	"purpose" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "pdpa_consents" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"employee_id" uuid NOT NULL,
	"notice_version" text NOT NULL,
	"accepted_at" timestamp with time zone DEFAULT now() NOT NULL,
	"ip" text
);
--> statement-breakpoint
CREATE TABLE "sessions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"token_hash" text NOT NULL,
	"employee_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone,
	"ip" text,
	"user_agent" text
);
--> statement-breakpoint
CREATE TABLE "audit_log" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "audit_log_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"actor_id" uuid,
	"action" text NOT NULL,
	"object_id" text,
	"target_type" text,
	"target_id" text,
	"ip" text,
	"request_id" text,
	"detail" jsonb
);
--> statement-breakpoint
CREATE TABLE "files" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"storage_key" text NOT NULL,
	"owner_id" uuid,
	"kind" text NOT NULL,
	"mime" text NOT NULL,
	"size" integer NOT NULL,
	"original_name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" uuid
);
--> statement-breakpoint
CREATE TABLE "mail_outbox" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"to" text NOT NULL,
	"subject" text NOT NULL,
	"text" text NOT NULL,
	"html" text,
	"template" text NOT NULL,
	"lang" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"last_error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "master_cooperative_rates" (
	"effective_from" date NOT NULL,
	"share_rate_percent" numeric(14, 2) NOT NULL,
	"loan_interest_percent" numeric(14, 2) NOT NULL,
	"note" text,
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" uuid,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" uuid
);
--> statement-breakpoint
CREATE TABLE "departments" (
	"company_id" uuid NOT NULL,
	"name_en" text NOT NULL,
	"name_th" text NOT NULL,
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" uuid,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" uuid
);
--> statement-breakpoint
CREATE TABLE "master_holidays" (
	"date" date NOT NULL,
	"name_en" text NOT NULL,
	"name_th" text NOT NULL,
	"description" text,
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" uuid,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" uuid
);
--> statement-breakpoint
CREATE TABLE "master_income_deductions" (
	"code" text NOT NULL,
	"name_en" text NOT NULL,
	"name_th" text NOT NULL,
	"kind" text NOT NULL,
	"taxable" boolean NOT NULL,
	"prorate" boolean NOT NULL,
	"show_in_payslip" boolean NOT NULL,
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" uuid,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" uuid
);
--> statement-breakpoint
CREATE TABLE "master_items" (
	"category_id" uuid NOT NULL,
	"brand_id" uuid NOT NULL,
	"name_en" text NOT NULL,
	"name_th" text NOT NULL,
	"product_series" text,
	"description" text,
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" uuid,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" uuid
);
--> statement-breakpoint
CREATE TABLE "master_leave_types" (
	"code" text NOT NULL,
	"name_en" text NOT NULL,
	"name_th" text NOT NULL,
	"description" text,
	"days_per_year" numeric(14, 2) NOT NULL,
	"paid_days_per_year" numeric(14, 2),
	"advance_notice_days" integer NOT NULL,
	"back_date_days" integer NOT NULL,
	"requires_attachment" boolean NOT NULL,
	"attachment_from_days" integer,
	"unpaid" boolean NOT NULL,
	"after_one_year" boolean NOT NULL,
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" uuid,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" uuid
);
--> statement-breakpoint
CREATE TABLE "master_banks" (
	"code" text NOT NULL,
	"abbreviation" text NOT NULL,
	"name_en" text NOT NULL,
	"name_th" text NOT NULL,
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" uuid,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" uuid
);
--> statement-breakpoint
CREATE TABLE "master_brands" (
	"name_en" text NOT NULL,
	"name_th" text NOT NULL,
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" uuid,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" uuid
);
--> statement-breakpoint
CREATE TABLE "master_categories" (
	"name_en" text NOT NULL,
	"name_th" text NOT NULL,
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" uuid,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" uuid
);
--> statement-breakpoint
CREATE TABLE "master_document_file_types" (
	"name_en" text NOT NULL,
	"name_th" text NOT NULL,
	"description" text,
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" uuid,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" uuid
);
--> statement-breakpoint
CREATE TABLE "master_employment_types" (
	"name_en" text NOT NULL,
	"name_th" text NOT NULL,
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" uuid,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" uuid
);
--> statement-breakpoint
CREATE TABLE "master_hospitals" (
	"name_en" text NOT NULL,
	"name_th" text NOT NULL,
	"province" text,
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" uuid,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" uuid
);
--> statement-breakpoint
CREATE TABLE "master_meeting_rooms" (
	"name_en" text NOT NULL,
	"name_th" text NOT NULL,
	"capacity" integer NOT NULL,
	"location" text,
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" uuid,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" uuid
);
--> statement-breakpoint
CREATE TABLE "master_warning_letters" (
	"name_en" text NOT NULL,
	"name_th" text NOT NULL,
	"description" text,
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" uuid,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" uuid
);
--> statement-breakpoint
CREATE TABLE "master_payment_dates" (
	"name_en" text NOT NULL,
	"name_th" text NOT NULL,
	"cut_off_day" integer NOT NULL,
	"pay_day" integer NOT NULL,
	"description" text,
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" uuid,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" uuid
);
--> statement-breakpoint
CREATE TABLE "positions" (
	"name_en" text NOT NULL,
	"name_th" text NOT NULL,
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" uuid,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" uuid
);
--> statement-breakpoint
CREATE TABLE "roles" (
	"code" text NOT NULL,
	"name_en" text NOT NULL,
	"name_th" text NOT NULL,
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" uuid,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" uuid
);
--> statement-breakpoint
CREATE TABLE "master_social_security_rates" (
	"effective_from" date NOT NULL,
	"employee_rate" numeric(14, 2) NOT NULL,
	"employer_rate" numeric(14, 2) NOT NULL,
	"wage_floor" numeric(14, 2) NOT NULL,
	"wage_ceiling" numeric(14, 2) NOT NULL,
	"note" text,
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" uuid,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" uuid
);
--> statement-breakpoint
CREATE TABLE "master_tax_allowances" (
	"code" text NOT NULL,
	"name_en" text NOT NULL,
	"name_th" text NOT NULL,
	"amount" numeric(14, 2),
	"cap_amount" numeric(14, 2),
	"description" text,
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" uuid,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" uuid
);
--> statement-breakpoint
CREATE TABLE "master_tax_rates" (
	"effective_from" date NOT NULL,
	"income_from" numeric(14, 2) NOT NULL,
	"income_to" numeric(14, 2),
	"rate_percent" numeric(14, 2) NOT NULL,
	"note" text,
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" uuid,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" uuid
);
--> statement-breakpoint
CREATE TABLE "master_working_times" (
	"shift_prefix" text NOT NULL,
	"name_en" text NOT NULL,
	"name_th" text NOT NULL,
	"day_type" text NOT NULL,
	"work_start" time,
	"work_end" time,
	"break_start" time,
	"break_end" time,
	"working_hours" numeric(14, 2),
	"break_hours" numeric(14, 2),
	"before_work_minutes" integer NOT NULL,
	"late_allowance_minutes" integer NOT NULL,
	"effective_from" date,
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" uuid,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" uuid
);
--> statement-breakpoint
CREATE TABLE "role_permissions" (
	"role_id" uuid NOT NULL,
	"object_id" text NOT NULL,
	CONSTRAINT "role_permissions_role_id_object_id_pk" PRIMARY KEY("role_id","object_id")
);
--> statement-breakpoint
ALTER TABLE "employees" ADD CONSTRAINT "employees_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "employees" ADD CONSTRAINT "employees_department_id_departments_id_fk" FOREIGN KEY ("department_id") REFERENCES "public"."departments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "employees" ADD CONSTRAINT "employees_position_id_positions_id_fk" FOREIGN KEY ("position_id") REFERENCES "public"."positions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "employees" ADD CONSTRAINT "employees_role_id_roles_id_fk" FOREIGN KEY ("role_id") REFERENCES "public"."roles"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "employees" ADD CONSTRAINT "employees_supervisor_id_employees_id_fk" FOREIGN KEY ("supervisor_id") REFERENCES "public"."employees"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "employees" ADD CONSTRAINT "employees_assistant_supervisor_id_employees_id_fk" FOREIGN KEY ("assistant_supervisor_id") REFERENCES "public"."employees"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "password_tokens" ADD CONSTRAINT "password_tokens_employee_id_employees_id_fk" FOREIGN KEY ("employee_id") REFERENCES "public"."employees"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pdpa_consents" ADD CONSTRAINT "pdpa_consents_employee_id_employees_id_fk" FOREIGN KEY ("employee_id") REFERENCES "public"."employees"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_employee_id_employees_id_fk" FOREIGN KEY ("employee_id") REFERENCES "public"."employees"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "departments" ADD CONSTRAINT "departments_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "master_items" ADD CONSTRAINT "master_items_category_id_master_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."master_categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "master_items" ADD CONSTRAINT "master_items_brand_id_master_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."master_brands"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "role_permissions" ADD CONSTRAINT "role_permissions_role_id_roles_id_fk" FOREIGN KEY ("role_id") REFERENCES "public"."roles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "companies_code_uq" ON "companies" USING btree ("code");--> statement-breakpoint
CREATE UNIQUE INDEX "employees_company_code_uq" ON "employees" USING btree ("company_id","employee_code");--> statement-breakpoint
CREATE INDEX "employees_supervisor_idx" ON "employees" USING btree ("supervisor_id");--> statement-breakpoint
CREATE INDEX "employees_assistant_idx" ON "employees" USING btree ("assistant_supervisor_id");--> statement-breakpoint
CREATE INDEX "employees_company_email_idx" ON "employees" USING btree ("company_email");--> statement-breakpoint
CREATE INDEX "employees_email_idx" ON "employees" USING btree ("email");--> statement-breakpoint
CREATE UNIQUE INDEX "password_tokens_hash_uq" ON "password_tokens" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "password_tokens_employee_idx" ON "password_tokens" USING btree ("employee_id");--> statement-breakpoint
CREATE UNIQUE INDEX "pdpa_employee_version_uq" ON "pdpa_consents" USING btree ("employee_id","notice_version");--> statement-breakpoint
CREATE UNIQUE INDEX "sessions_token_uq" ON "sessions" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "sessions_employee_idx" ON "sessions" USING btree ("employee_id");--> statement-breakpoint
CREATE INDEX "audit_log_at_idx" ON "audit_log" USING btree ("at");--> statement-breakpoint
CREATE INDEX "audit_log_actor_idx" ON "audit_log" USING btree ("actor_id");--> statement-breakpoint
CREATE INDEX "audit_log_action_idx" ON "audit_log" USING btree ("action");--> statement-breakpoint
CREATE INDEX "files_owner_idx" ON "files" USING btree ("owner_id");--> statement-breakpoint
CREATE INDEX "mail_outbox_status_idx" ON "mail_outbox" USING btree ("status","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "master_cooperative_rates_effective_from_uq" ON "master_cooperative_rates" USING btree ("effective_from");--> statement-breakpoint
CREATE UNIQUE INDEX "departments_name_en_uq" ON "departments" USING btree ("company_id",lower("name_en"));--> statement-breakpoint
CREATE UNIQUE INDEX "departments_name_th_uq" ON "departments" USING btree ("company_id",lower("name_th"));--> statement-breakpoint
CREATE UNIQUE INDEX "master_holidays_date_uq" ON "master_holidays" USING btree ("date");--> statement-breakpoint
CREATE UNIQUE INDEX "master_income_deductions_code_uq" ON "master_income_deductions" USING btree (lower("code"));--> statement-breakpoint
CREATE UNIQUE INDEX "master_income_deductions_name_en_uq" ON "master_income_deductions" USING btree (lower("name_en"));--> statement-breakpoint
CREATE UNIQUE INDEX "master_income_deductions_name_th_uq" ON "master_income_deductions" USING btree (lower("name_th"));--> statement-breakpoint
CREATE UNIQUE INDEX "master_items_name_en_uq" ON "master_items" USING btree (lower("name_en"));--> statement-breakpoint
CREATE UNIQUE INDEX "master_items_name_th_uq" ON "master_items" USING btree (lower("name_th"));--> statement-breakpoint
CREATE UNIQUE INDEX "master_leave_types_code_uq" ON "master_leave_types" USING btree (lower("code"));--> statement-breakpoint
CREATE UNIQUE INDEX "master_leave_types_name_en_uq" ON "master_leave_types" USING btree (lower("name_en"));--> statement-breakpoint
CREATE UNIQUE INDEX "master_leave_types_name_th_uq" ON "master_leave_types" USING btree (lower("name_th"));--> statement-breakpoint
CREATE UNIQUE INDEX "master_banks_code_uq" ON "master_banks" USING btree (lower("code"));--> statement-breakpoint
CREATE UNIQUE INDEX "master_banks_abbreviation_uq" ON "master_banks" USING btree (lower("abbreviation"));--> statement-breakpoint
CREATE UNIQUE INDEX "master_banks_name_en_uq" ON "master_banks" USING btree (lower("name_en"));--> statement-breakpoint
CREATE UNIQUE INDEX "master_banks_name_th_uq" ON "master_banks" USING btree (lower("name_th"));--> statement-breakpoint
CREATE UNIQUE INDEX "master_brands_name_en_uq" ON "master_brands" USING btree (lower("name_en"));--> statement-breakpoint
CREATE UNIQUE INDEX "master_brands_name_th_uq" ON "master_brands" USING btree (lower("name_th"));--> statement-breakpoint
CREATE UNIQUE INDEX "master_categories_name_en_uq" ON "master_categories" USING btree (lower("name_en"));--> statement-breakpoint
CREATE UNIQUE INDEX "master_categories_name_th_uq" ON "master_categories" USING btree (lower("name_th"));--> statement-breakpoint
CREATE UNIQUE INDEX "master_document_file_types_name_en_uq" ON "master_document_file_types" USING btree (lower("name_en"));--> statement-breakpoint
CREATE UNIQUE INDEX "master_document_file_types_name_th_uq" ON "master_document_file_types" USING btree (lower("name_th"));--> statement-breakpoint
CREATE UNIQUE INDEX "master_employment_types_name_en_uq" ON "master_employment_types" USING btree (lower("name_en"));--> statement-breakpoint
CREATE UNIQUE INDEX "master_employment_types_name_th_uq" ON "master_employment_types" USING btree (lower("name_th"));--> statement-breakpoint
CREATE UNIQUE INDEX "master_hospitals_name_en_uq" ON "master_hospitals" USING btree (lower("name_en"));--> statement-breakpoint
CREATE UNIQUE INDEX "master_hospitals_name_th_uq" ON "master_hospitals" USING btree (lower("name_th"));--> statement-breakpoint
CREATE UNIQUE INDEX "master_meeting_rooms_name_en_uq" ON "master_meeting_rooms" USING btree (lower("name_en"));--> statement-breakpoint
CREATE UNIQUE INDEX "master_meeting_rooms_name_th_uq" ON "master_meeting_rooms" USING btree (lower("name_th"));--> statement-breakpoint
CREATE UNIQUE INDEX "master_warning_letters_name_en_uq" ON "master_warning_letters" USING btree (lower("name_en"));--> statement-breakpoint
CREATE UNIQUE INDEX "master_warning_letters_name_th_uq" ON "master_warning_letters" USING btree (lower("name_th"));--> statement-breakpoint
CREATE UNIQUE INDEX "master_payment_dates_name_en_uq" ON "master_payment_dates" USING btree (lower("name_en"));--> statement-breakpoint
CREATE UNIQUE INDEX "master_payment_dates_name_th_uq" ON "master_payment_dates" USING btree (lower("name_th"));--> statement-breakpoint
CREATE UNIQUE INDEX "positions_name_en_uq" ON "positions" USING btree (lower("name_en"));--> statement-breakpoint
CREATE UNIQUE INDEX "positions_name_th_uq" ON "positions" USING btree (lower("name_th"));--> statement-breakpoint
CREATE UNIQUE INDEX "roles_code_uq" ON "roles" USING btree (lower("code"));--> statement-breakpoint
CREATE UNIQUE INDEX "roles_name_en_uq" ON "roles" USING btree (lower("name_en"));--> statement-breakpoint
CREATE UNIQUE INDEX "roles_name_th_uq" ON "roles" USING btree (lower("name_th"));--> statement-breakpoint
CREATE UNIQUE INDEX "master_social_security_rates_effective_from_uq" ON "master_social_security_rates" USING btree ("effective_from");--> statement-breakpoint
CREATE UNIQUE INDEX "master_tax_allowances_code_uq" ON "master_tax_allowances" USING btree (lower("code"));--> statement-breakpoint
CREATE UNIQUE INDEX "master_tax_allowances_name_en_uq" ON "master_tax_allowances" USING btree (lower("name_en"));--> statement-breakpoint
CREATE UNIQUE INDEX "master_tax_allowances_name_th_uq" ON "master_tax_allowances" USING btree (lower("name_th"));--> statement-breakpoint
CREATE UNIQUE INDEX "master_working_times_shift_prefix_uq" ON "master_working_times" USING btree (lower("shift_prefix"));--> statement-breakpoint
CREATE UNIQUE INDEX "master_working_times_name_en_uq" ON "master_working_times" USING btree (lower("name_en"));--> statement-breakpoint
CREATE UNIQUE INDEX "master_working_times_name_th_uq" ON "master_working_times" USING btree (lower("name_th"));--> statement-breakpoint
CREATE INDEX "role_permissions_role_idx" ON "role_permissions" USING btree ("role_id");