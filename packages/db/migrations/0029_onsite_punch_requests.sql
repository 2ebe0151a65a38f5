CREATE TABLE "onsite_request_members" (
	"request_id" uuid NOT NULL,
	"employee_id" uuid NOT NULL,
	CONSTRAINT "onsite_request_members_pk" PRIMARY KEY("request_id","employee_id")
);
--> statement-breakpoint
CREATE TABLE "onsite_requests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"requester_id" uuid NOT NULL,
	"date_from" date NOT NULL,
	"date_to" date NOT NULL,
	"duration" text NOT NULL,
	"work_type" text NOT NULL,
	"sub_type" text NOT NULL,
	"description" text NOT NULL,
	"file_id" uuid,
	"status" text DEFAULT 'pending' NOT NULL,
	"decided_by" uuid,
	"decided_at" timestamp with time zone,
	"decision_remark" text,
	"cancel_reason" text,
	"cancelled_by" uuid,
	"cancelled_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" uuid,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" uuid,
	CONSTRAINT "onsite_requests_dates_ck" CHECK ("onsite_requests"."date_to" >= "onsite_requests"."date_from"),
	CONSTRAINT "onsite_requests_reject_remark_ck" CHECK ("onsite_requests"."status" <> 'rejected' OR "onsite_requests"."decision_remark" IS NOT NULL)
);
--> statement-breakpoint
CREATE TABLE "punch_requests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"employee_id" uuid NOT NULL,
	"date" date NOT NULL,
	"time" text NOT NULL,
	"at" timestamp with time zone NOT NULL,
	"kind" text NOT NULL,
	"reason" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"punch_id" uuid,
	"decided_by" uuid,
	"decided_at" timestamp with time zone,
	"decision_remark" text,
	"cancel_reason" text,
	"cancelled_by" uuid,
	"cancelled_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" uuid,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" uuid,
	CONSTRAINT "punch_requests_reject_remark_ck" CHECK ("punch_requests"."status" <> 'rejected' OR "punch_requests"."decision_remark" IS NOT NULL)
);
--> statement-breakpoint
ALTER TABLE "onsite_request_members" ADD CONSTRAINT "onsite_request_members_request_id_onsite_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."onsite_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "onsite_request_members" ADD CONSTRAINT "onsite_request_members_employee_id_employees_id_fk" FOREIGN KEY ("employee_id") REFERENCES "public"."employees"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "onsite_requests" ADD CONSTRAINT "onsite_requests_requester_id_employees_id_fk" FOREIGN KEY ("requester_id") REFERENCES "public"."employees"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "onsite_requests" ADD CONSTRAINT "onsite_requests_file_id_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."files"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "onsite_requests" ADD CONSTRAINT "onsite_requests_decided_by_employees_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."employees"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "onsite_requests" ADD CONSTRAINT "onsite_requests_cancelled_by_employees_id_fk" FOREIGN KEY ("cancelled_by") REFERENCES "public"."employees"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "punch_requests" ADD CONSTRAINT "punch_requests_employee_id_employees_id_fk" FOREIGN KEY ("employee_id") REFERENCES "public"."employees"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "punch_requests" ADD CONSTRAINT "punch_requests_punch_id_attendance_punches_id_fk" FOREIGN KEY ("punch_id") REFERENCES "public"."attendance_punches"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "punch_requests" ADD CONSTRAINT "punch_requests_decided_by_employees_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."employees"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "punch_requests" ADD CONSTRAINT "punch_requests_cancelled_by_employees_id_fk" FOREIGN KEY ("cancelled_by") REFERENCES "public"."employees"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "onsite_request_members_employee_idx" ON "onsite_request_members" USING btree ("employee_id");--> statement-breakpoint
CREATE INDEX "onsite_requests_requester_idx" ON "onsite_requests" USING btree ("requester_id","date_from");--> statement-breakpoint
CREATE INDEX "onsite_requests_approved_dates_idx" ON "onsite_requests" USING btree ("date_from","date_to") WHERE "onsite_requests"."status" = 'approved';--> statement-breakpoint
CREATE INDEX "punch_requests_employee_date_idx" ON "punch_requests" USING btree ("employee_id","date");