CREATE TABLE "attendance_punches" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"employee_id" uuid NOT NULL,
	"at" timestamp with time zone NOT NULL,
	"kind" text NOT NULL,
	"source" text NOT NULL,
	"client_address" text,
	"latitude" double precision,
	"longitude" double precision,
	"accuracy" double precision,
	"local_date" date NOT NULL,
	"seq" integer NOT NULL,
	"idempotency_key" uuid,
	"created_by" uuid,
	"reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "attendance_punches_seq_ck" CHECK ("attendance_punches"."seq" >= 0),
	CONSTRAINT "attendance_punches_position_ck" CHECK (("attendance_punches"."latitude" IS NULL) = ("attendance_punches"."longitude" IS NULL)
    AND ("attendance_punches"."latitude" IS NULL OR ("attendance_punches"."latitude" BETWEEN -90 AND 90 AND "attendance_punches"."longitude" BETWEEN -180 AND 180))
    AND ("attendance_punches"."accuracy" IS NULL OR "attendance_punches"."accuracy" >= 0)),
	CONSTRAINT "attendance_punches_correction_ck" CHECK ("attendance_punches"."source" <> 'correction' OR "attendance_punches"."reason" IS NOT NULL)
);
--> statement-breakpoint
ALTER TABLE "attendance_punches" ADD CONSTRAINT "attendance_punches_employee_id_employees_id_fk" FOREIGN KEY ("employee_id") REFERENCES "public"."employees"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "attendance_punches" ADD CONSTRAINT "attendance_punches_created_by_employees_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."employees"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "attendance_punches_employee_date_seq_uq" ON "attendance_punches" USING btree ("employee_id","local_date","seq");--> statement-breakpoint
CREATE UNIQUE INDEX "attendance_punches_employee_key_uq" ON "attendance_punches" USING btree ("employee_id","idempotency_key");--> statement-breakpoint
CREATE INDEX "attendance_punches_local_date_idx" ON "attendance_punches" USING btree ("local_date");