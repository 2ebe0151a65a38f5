CREATE TABLE "leave_entitlement_adjustments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"employee_id" uuid NOT NULL,
	"leave_type_id" uuid NOT NULL,
	"year" integer NOT NULL,
	"days" numeric(5, 1) NOT NULL,
	"note" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" uuid,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" uuid,
	CONSTRAINT "leave_adjustments_days_ck" CHECK ("leave_entitlement_adjustments"."days" <> 0 AND "leave_entitlement_adjustments"."days" * 2 = trunc("leave_entitlement_adjustments"."days" * 2)),
	CONSTRAINT "leave_adjustments_year_ck" CHECK ("leave_entitlement_adjustments"."year" BETWEEN 2000 AND 2200)
);
--> statement-breakpoint
CREATE TABLE "leave_request_files" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"request_id" uuid NOT NULL,
	"file_id" uuid NOT NULL,
	"position" smallint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" uuid,
	CONSTRAINT "leave_request_files_position_ck" CHECK ("leave_request_files"."position" BETWEEN 1 AND 3)
);
--> statement-breakpoint
CREATE TABLE "leave_request_years" (
	"request_id" uuid NOT NULL,
	"year" integer NOT NULL,
	"days" numeric(5, 1) NOT NULL,
	CONSTRAINT "leave_request_years_request_id_year_pk" PRIMARY KEY("request_id","year"),
	CONSTRAINT "leave_request_years_days_ck" CHECK ("leave_request_years"."days" > 0 AND "leave_request_years"."days" * 2 = trunc("leave_request_years"."days" * 2))
);
--> statement-breakpoint
CREATE TABLE "leave_requests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"employee_id" uuid NOT NULL,
	"leave_type_id" uuid NOT NULL,
	"duration" text NOT NULL,
	"date_from" date NOT NULL,
	"date_to" date NOT NULL,
	"days" numeric(5, 1) NOT NULL,
	"reason" text,
	"remark" text,
	"status" text DEFAULT 'pending' NOT NULL,
	"approver_id" uuid,
	"decided_at" timestamp with time zone,
	"decision_remark" text,
	"cancelled_by" uuid,
	"cancelled_at" timestamp with time zone,
	"cancel_reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" uuid,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" uuid,
	CONSTRAINT "leave_requests_dates_ck" CHECK ("leave_requests"."date_to" >= "leave_requests"."date_from"),
	CONSTRAINT "leave_requests_days_ck" CHECK ("leave_requests"."days" > 0 AND "leave_requests"."days" * 2 = trunc("leave_requests"."days" * 2)),
	CONSTRAINT "leave_requests_half_day_ck" CHECK ("leave_requests"."duration" = 'fullDay' OR ("leave_requests"."date_from" = "leave_requests"."date_to" AND "leave_requests"."days" = 0.5)),
	CONSTRAINT "leave_requests_reject_remark_ck" CHECK ("leave_requests"."status" <> 'rejected' OR "leave_requests"."decision_remark" IS NOT NULL)
);
--> statement-breakpoint
-- Existing leave types get the flag off, except the seeded maternity type (120 calendar days, holidays
-- included); the default is dropped afterwards because the master form always sends the flag.
ALTER TABLE "master_leave_types" ADD COLUMN "calendar_days" boolean DEFAULT false NOT NULL;--> statement-breakpoint
UPDATE "master_leave_types" SET "calendar_days" = true WHERE "code" = 'MATERNITY';--> statement-breakpoint
ALTER TABLE "master_leave_types" ALTER COLUMN "calendar_days" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "leave_entitlement_adjustments" ADD CONSTRAINT "leave_entitlement_adjustments_employee_id_employees_id_fk" FOREIGN KEY ("employee_id") REFERENCES "public"."employees"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "leave_entitlement_adjustments" ADD CONSTRAINT "leave_entitlement_adjustments_leave_type_id_master_leave_types_id_fk" FOREIGN KEY ("leave_type_id") REFERENCES "public"."master_leave_types"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "leave_request_files" ADD CONSTRAINT "leave_request_files_request_id_leave_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."leave_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "leave_request_files" ADD CONSTRAINT "leave_request_files_file_id_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."files"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "leave_request_years" ADD CONSTRAINT "leave_request_years_request_id_leave_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."leave_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "leave_requests" ADD CONSTRAINT "leave_requests_employee_id_employees_id_fk" FOREIGN KEY ("employee_id") REFERENCES "public"."employees"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "leave_requests" ADD CONSTRAINT "leave_requests_leave_type_id_master_leave_types_id_fk" FOREIGN KEY ("leave_type_id") REFERENCES "public"."master_leave_types"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "leave_requests" ADD CONSTRAINT "leave_requests_approver_id_employees_id_fk" FOREIGN KEY ("approver_id") REFERENCES "public"."employees"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "leave_requests" ADD CONSTRAINT "leave_requests_cancelled_by_employees_id_fk" FOREIGN KEY ("cancelled_by") REFERENCES "public"."employees"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "leave_adjustments_employee_year_idx" ON "leave_entitlement_adjustments" USING btree ("employee_id","year");--> statement-breakpoint
CREATE UNIQUE INDEX "leave_request_files_position_uq" ON "leave_request_files" USING btree ("request_id","position");--> statement-breakpoint
CREATE UNIQUE INDEX "leave_request_files_file_uq" ON "leave_request_files" USING btree ("request_id","file_id");--> statement-breakpoint
CREATE INDEX "leave_requests_employee_dates_idx" ON "leave_requests" USING btree ("employee_id","date_from","date_to");--> statement-breakpoint
CREATE INDEX "leave_requests_status_idx" ON "leave_requests" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "leave_requests_type_idx" ON "leave_requests" USING btree ("leave_type_id");