CREATE TABLE "timeclock_batches" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"file_id" uuid,
	"file_name" text NOT NULL,
	"punches" integer NOT NULL,
	"rolled_back_at" timestamp with time zone,
	"rolled_back_by" uuid,
	"rollback_reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" uuid,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" uuid,
	CONSTRAINT "timeclock_batches_rollback_ck" CHECK (("timeclock_batches"."rolled_back_at" IS NULL) = ("timeclock_batches"."rollback_reason" IS NULL))
);
--> statement-breakpoint
DROP INDEX "attendance_punches_device_instant_uq";--> statement-breakpoint
ALTER TABLE "attendance_punches" ADD COLUMN "batch_id" uuid;--> statement-breakpoint
ALTER TABLE "attendance_punches" ADD COLUMN "voided_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "attendance_punches" ADD COLUMN "voided_by" uuid;--> statement-breakpoint
ALTER TABLE "attendance_punches" ADD COLUMN "void_reason" text;--> statement-breakpoint
ALTER TABLE "timeclock_batches" ADD CONSTRAINT "timeclock_batches_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "timeclock_batches" ADD CONSTRAINT "timeclock_batches_rolled_back_by_employees_id_fk" FOREIGN KEY ("rolled_back_by") REFERENCES "public"."employees"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "timeclock_batches_company_idx" ON "timeclock_batches" USING btree ("company_id","created_at");--> statement-breakpoint
ALTER TABLE "attendance_punches" ADD CONSTRAINT "attendance_punches_batch_id_timeclock_batches_id_fk" FOREIGN KEY ("batch_id") REFERENCES "public"."timeclock_batches"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "attendance_punches" ADD CONSTRAINT "attendance_punches_voided_by_employees_id_fk" FOREIGN KEY ("voided_by") REFERENCES "public"."employees"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "attendance_punches_batch_idx" ON "attendance_punches" USING btree ("batch_id") WHERE "attendance_punches"."batch_id" IS NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "attendance_punches_device_instant_uq" ON "attendance_punches" USING btree ("employee_id","at") WHERE "attendance_punches"."source" = 'device' AND "attendance_punches"."voided_at" IS NULL;--> statement-breakpoint
ALTER TABLE "attendance_punches" ADD CONSTRAINT "attendance_punches_void_ck" CHECK (("attendance_punches"."voided_at" IS NULL) = ("attendance_punches"."void_reason" IS NULL));