CREATE TABLE "approval_chains" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid,
	"request_type" text NOT NULL,
	"steps" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" uuid,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" uuid,
	CONSTRAINT "approval_chains_company_type_uq" UNIQUE NULLS NOT DISTINCT("company_id","request_type")
);
--> statement-breakpoint
CREATE TABLE "approval_delegates" (
	"employee_id" uuid PRIMARY KEY NOT NULL,
	"delegate_id" uuid NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "approval_delegates_not_self_ck" CHECK ("approval_delegates"."employee_id" <> "approval_delegates"."delegate_id")
);
--> statement-breakpoint
CREATE TABLE "approval_steps" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"request_type" text NOT NULL,
	"request_id" uuid NOT NULL,
	"requester_id" uuid NOT NULL,
	"step_no" integer NOT NULL,
	"kind" text NOT NULL,
	"role_id" uuid,
	"approver_ids" uuid[] NOT NULL,
	"notes" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"status" text NOT NULL,
	"decided_by" uuid,
	"decided_at" timestamp with time zone,
	"remark" text,
	"opened_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "approval_steps_request_step_uq" UNIQUE("request_type","request_id","step_no"),
	CONSTRAINT "approval_steps_reject_remark_ck" CHECK ("approval_steps"."status" <> 'rejected' OR "approval_steps"."remark" IS NOT NULL)
);
--> statement-breakpoint
CREATE TABLE "overtime_requests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"employee_id" uuid NOT NULL,
	"date" date NOT NULL,
	"start_time" text NOT NULL,
	"end_time" text NOT NULL,
	"reason" text NOT NULL,
	"moment" text NOT NULL,
	"segments" jsonb NOT NULL,
	"minutes" integer NOT NULL,
	"overtime_minutes" integer NOT NULL,
	"holiday_work_minutes" integer NOT NULL,
	"week_minutes" integer NOT NULL,
	"over_cap" boolean DEFAULT false NOT NULL,
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
	CONSTRAINT "overtime_requests_minutes_ck" CHECK ("overtime_requests"."minutes" > 0),
	CONSTRAINT "overtime_requests_reject_remark_ck" CHECK ("overtime_requests"."status" <> 'rejected' OR "overtime_requests"."decision_remark" IS NOT NULL)
);
--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "overtime_cap_policy" text;--> statement-breakpoint
ALTER TABLE "master_employment_types" ADD COLUMN "pay_basis" text;--> statement-breakpoint
ALTER TABLE "approval_chains" ADD CONSTRAINT "approval_chains_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "approval_delegates" ADD CONSTRAINT "approval_delegates_employee_id_employees_id_fk" FOREIGN KEY ("employee_id") REFERENCES "public"."employees"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "approval_delegates" ADD CONSTRAINT "approval_delegates_delegate_id_employees_id_fk" FOREIGN KEY ("delegate_id") REFERENCES "public"."employees"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "approval_steps" ADD CONSTRAINT "approval_steps_requester_id_employees_id_fk" FOREIGN KEY ("requester_id") REFERENCES "public"."employees"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "approval_steps" ADD CONSTRAINT "approval_steps_role_id_roles_id_fk" FOREIGN KEY ("role_id") REFERENCES "public"."roles"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "approval_steps" ADD CONSTRAINT "approval_steps_decided_by_employees_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."employees"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "overtime_requests" ADD CONSTRAINT "overtime_requests_employee_id_employees_id_fk" FOREIGN KEY ("employee_id") REFERENCES "public"."employees"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "overtime_requests" ADD CONSTRAINT "overtime_requests_decided_by_employees_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."employees"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "overtime_requests" ADD CONSTRAINT "overtime_requests_cancelled_by_employees_id_fk" FOREIGN KEY ("cancelled_by") REFERENCES "public"."employees"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "approval_steps_open_approvers_idx" ON "approval_steps" USING gin ("approver_ids") WHERE "approval_steps"."status" = 'open';--> statement-breakpoint
CREATE INDEX "approval_steps_open_type_idx" ON "approval_steps" USING btree ("request_type","opened_at") WHERE "approval_steps"."status" = 'open';--> statement-breakpoint
CREATE INDEX "overtime_requests_employee_date_idx" ON "overtime_requests" USING btree ("employee_id","date");--> statement-breakpoint
CREATE INDEX "overtime_requests_date_idx" ON "overtime_requests" USING btree ("date");--> statement-breakpoint
-- The seeded daily and part-time types are paid by the day (holiday work at 2x, LPA s.62); the others by the month.
UPDATE "master_employment_types" SET "pay_basis" = CASE WHEN "name_en" IN ('Daily', 'Part-time') THEN 'daily' ELSE 'monthly' END;--> statement-breakpoint
-- Supervisors see and decide their team's overtime on the overtime page: the roles that approve leave get it.
INSERT INTO "role_permissions" ("role_id", "object_id")
SELECT "role_id", 'employment-management.ot' FROM "role_permissions" WHERE "object_id" = 'employment-management.approval'
ON CONFLICT DO NOTHING;
--> statement-breakpoint
-- The approval chains page is HR's: existing databases give it to the roles that manage leave.
INSERT INTO "role_permissions" ("role_id", "object_id")
SELECT "role_id", 'system-settings.approval-chain' FROM "role_permissions" WHERE "object_id" = 'employment-management.leave-management'
ON CONFLICT DO NOTHING;
