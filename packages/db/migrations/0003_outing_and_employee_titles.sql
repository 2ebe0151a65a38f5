CREATE TABLE "company_outing_members" (
	"outing_id" uuid NOT NULL,
	"employee_id" uuid NOT NULL,
	"mail_status" text DEFAULT 'notSent' NOT NULL,
	"mailed_to" text,
	"mailed_at" timestamp with time zone,
	"mail_count" integer DEFAULT 0 NOT NULL,
	"cancel_mailed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" uuid,
	CONSTRAINT "company_outing_members_pk" PRIMARY KEY("outing_id","employee_id")
);
--> statement-breakpoint
CREATE TABLE "company_outings" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"name_en" text NOT NULL,
	"name_th" text NOT NULL,
	"location" text NOT NULL,
	"start_date" date NOT NULL,
	"end_date" date NOT NULL,
	"start_time" time,
	"end_time" time,
	"registration_deadline" date,
	"description" text,
	"budget_per_head" numeric(14, 2),
	"status" text DEFAULT 'active' NOT NULL,
	"cancel_reason" text,
	"cancelled_at" timestamp with time zone,
	"cancelled_by" uuid,
	"first_mailed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" uuid,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" uuid,
	CONSTRAINT "company_outings_dates_ck" CHECK ("company_outings"."end_date" >= "company_outings"."start_date"),
	CONSTRAINT "company_outings_deadline_ck" CHECK ("company_outings"."registration_deadline" IS NULL OR "company_outings"."registration_deadline" <= "company_outings"."start_date"),
	CONSTRAINT "company_outings_cancel_ck" CHECK ("company_outings"."status" = 'active' OR "company_outings"."cancel_reason" IS NOT NULL)
);
--> statement-breakpoint
ALTER TABLE "company_outing_members" ADD CONSTRAINT "company_outing_members_outing_id_company_outings_id_fk" FOREIGN KEY ("outing_id") REFERENCES "public"."company_outings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_outing_members" ADD CONSTRAINT "company_outing_members_employee_id_employees_id_fk" FOREIGN KEY ("employee_id") REFERENCES "public"."employees"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_outings" ADD CONSTRAINT "company_outings_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_outings" ADD CONSTRAINT "company_outings_cancelled_by_employees_id_fk" FOREIGN KEY ("cancelled_by") REFERENCES "public"."employees"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "company_outing_members_employee_idx" ON "company_outing_members" USING btree ("employee_id");--> statement-breakpoint
CREATE INDEX "company_outings_company_start_idx" ON "company_outings" USING btree ("company_id","start_date");--> statement-breakpoint
CREATE INDEX "company_outings_start_idx" ON "company_outings" USING btree ("start_date");--> statement-breakpoint
ALTER TABLE "employees" DROP COLUMN "title_en";--> statement-breakpoint
ALTER TABLE "employees" DROP COLUMN "title_th";