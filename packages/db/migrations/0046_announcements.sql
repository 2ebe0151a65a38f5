CREATE TABLE "announcement_attachments" (
	"announcement_id" uuid NOT NULL,
	"file_id" uuid NOT NULL,
	"position" integer NOT NULL,
	CONSTRAINT "announcement_attachments_pk" PRIMARY KEY("announcement_id","file_id")
);
--> statement-breakpoint
CREATE TABLE "announcement_companies" (
	"announcement_id" uuid NOT NULL,
	"company_id" uuid NOT NULL,
	CONSTRAINT "announcement_companies_pk" PRIMARY KEY("announcement_id","company_id")
);
--> statement-breakpoint
CREATE TABLE "announcement_departments" (
	"announcement_id" uuid NOT NULL,
	"department_id" uuid NOT NULL,
	CONSTRAINT "announcement_departments_pk" PRIMARY KEY("announcement_id","department_id")
);
--> statement-breakpoint
CREATE TABLE "announcement_employees" (
	"announcement_id" uuid NOT NULL,
	"employee_id" uuid NOT NULL,
	CONSTRAINT "announcement_employees_pk" PRIMARY KEY("announcement_id","employee_id")
);
--> statement-breakpoint
CREATE TABLE "announcement_receipts" (
	"announcement_id" uuid NOT NULL,
	"employee_id" uuid NOT NULL,
	"read_at" timestamp with time zone,
	"dismissed_at" timestamp with time zone,
	CONSTRAINT "announcement_receipts_pk" PRIMARY KEY("announcement_id","employee_id")
);
--> statement-breakpoint
CREATE TABLE "announcements" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"title_en" text NOT NULL,
	"title_th" text NOT NULL,
	"title_km" text,
	"title_my" text,
	"description_en" text NOT NULL,
	"description_th" text NOT NULL,
	"description_km" text,
	"description_my" text,
	"image_en_file_id" uuid NOT NULL,
	"image_th_file_id" uuid NOT NULL,
	"image_km_file_id" uuid,
	"image_my_file_id" uuid,
	"schedule" text NOT NULL,
	"start_at" timestamp with time zone NOT NULL,
	"end_at" timestamp with time zone NOT NULL,
	"urgent" boolean DEFAULT false NOT NULL,
	"audience_all" boolean DEFAULT false NOT NULL,
	"own_department" boolean DEFAULT false NOT NULL,
	"published_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" uuid,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" uuid,
	CONSTRAINT "announcements_times_ck" CHECK ("announcements"."end_at" > "announcements"."start_at")
);
--> statement-breakpoint
ALTER TABLE "announcement_attachments" ADD CONSTRAINT "announcement_attachments_announcement_id_announcements_id_fk" FOREIGN KEY ("announcement_id") REFERENCES "public"."announcements"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "announcement_attachments" ADD CONSTRAINT "announcement_attachments_file_id_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."files"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "announcement_companies" ADD CONSTRAINT "announcement_companies_announcement_id_announcements_id_fk" FOREIGN KEY ("announcement_id") REFERENCES "public"."announcements"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "announcement_companies" ADD CONSTRAINT "announcement_companies_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "announcement_departments" ADD CONSTRAINT "announcement_departments_announcement_id_announcements_id_fk" FOREIGN KEY ("announcement_id") REFERENCES "public"."announcements"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "announcement_departments" ADD CONSTRAINT "announcement_departments_department_id_departments_id_fk" FOREIGN KEY ("department_id") REFERENCES "public"."departments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "announcement_employees" ADD CONSTRAINT "announcement_employees_announcement_id_announcements_id_fk" FOREIGN KEY ("announcement_id") REFERENCES "public"."announcements"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "announcement_employees" ADD CONSTRAINT "announcement_employees_employee_id_employees_id_fk" FOREIGN KEY ("employee_id") REFERENCES "public"."employees"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "announcement_receipts" ADD CONSTRAINT "announcement_receipts_announcement_id_announcements_id_fk" FOREIGN KEY ("announcement_id") REFERENCES "public"."announcements"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "announcement_receipts" ADD CONSTRAINT "announcement_receipts_employee_id_employees_id_fk" FOREIGN KEY ("employee_id") REFERENCES "public"."employees"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "announcements" ADD CONSTRAINT "announcements_image_en_file_id_files_id_fk" FOREIGN KEY ("image_en_file_id") REFERENCES "public"."files"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "announcements" ADD CONSTRAINT "announcements_image_th_file_id_files_id_fk" FOREIGN KEY ("image_th_file_id") REFERENCES "public"."files"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "announcements" ADD CONSTRAINT "announcements_image_km_file_id_files_id_fk" FOREIGN KEY ("image_km_file_id") REFERENCES "public"."files"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "announcements" ADD CONSTRAINT "announcements_image_my_file_id_files_id_fk" FOREIGN KEY ("image_my_file_id") REFERENCES "public"."files"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "announcement_attachments_file_idx" ON "announcement_attachments" USING btree ("file_id");--> statement-breakpoint
CREATE INDEX "announcement_companies_company_idx" ON "announcement_companies" USING btree ("company_id");--> statement-breakpoint
CREATE INDEX "announcement_departments_department_idx" ON "announcement_departments" USING btree ("department_id");--> statement-breakpoint
CREATE INDEX "announcement_employees_employee_idx" ON "announcement_employees" USING btree ("employee_id");--> statement-breakpoint
CREATE INDEX "announcement_receipts_employee_idx" ON "announcement_receipts" USING btree ("employee_id");--> statement-breakpoint
CREATE INDEX "announcements_start_idx" ON "announcements" USING btree ("start_at");--> statement-breakpoint
CREATE INDEX "announcements_unpublished_idx" ON "announcements" USING btree ("start_at") WHERE "announcements"."published_at" IS NULL;