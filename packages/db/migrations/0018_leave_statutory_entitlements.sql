CREATE TABLE "leave_pregnancies" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"employee_id" uuid NOT NULL,
	"number" smallint NOT NULL,
	"note" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" uuid,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" uuid,
	CONSTRAINT "leave_pregnancies_number_ck" CHECK ("leave_pregnancies"."number" >= 1)
);
--> statement-breakpoint
ALTER TABLE "master_leave_types" ADD COLUMN "pro_rated" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "master_leave_types" ALTER COLUMN "pro_rated" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "master_leave_types" ADD COLUMN "unpaid_beyond" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "master_leave_types" ALTER COLUMN "unpaid_beyond" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "master_leave_types" ADD COLUMN "applies_to" text DEFAULT 'all' NOT NULL;--> statement-breakpoint
ALTER TABLE "master_leave_types" ALTER COLUMN "applies_to" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "master_leave_types" ADD COLUMN "counted_per" text DEFAULT 'year' NOT NULL;--> statement-breakpoint
ALTER TABLE "master_leave_types" ALTER COLUMN "counted_per" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "leave_requests" ADD COLUMN "pregnancy_id" uuid;--> statement-breakpoint
ALTER TABLE "leave_pregnancies" ADD CONSTRAINT "leave_pregnancies_employee_id_employees_id_fk" FOREIGN KEY ("employee_id") REFERENCES "public"."employees"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "leave_pregnancies_employee_number_uq" ON "leave_pregnancies" USING btree ("employee_id","number");--> statement-breakpoint
ALTER TABLE "leave_requests" ADD CONSTRAINT "leave_requests_pregnancy_id_leave_pregnancies_id_fk" FOREIGN KEY ("pregnancy_id") REFERENCES "public"."leave_pregnancies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "leave_requests_pregnancy_idx" ON "leave_requests" USING btree ("pregnancy_id") WHERE "leave_requests"."pregnancy_id" IS NOT NULL;--> statement-breakpoint
-- Issue 14: the statutory types as the law gives them. Only annual vacation pro-rates for a joiner;
-- sick leave beyond its paid days is unpaid sick leave; maternity is for women, per pregnancy.
UPDATE "master_leave_types" SET "pro_rated" = true WHERE "code" = 'VACATION';--> statement-breakpoint
UPDATE "master_leave_types" SET "unpaid_beyond" = true WHERE "code" = 'SICK';--> statement-breakpoint
UPDATE "master_leave_types" SET "applies_to" = 'women', "counted_per" = 'pregnancy' WHERE "code" = 'MATERNITY';--> statement-breakpoint
-- Paternity leave of the 2025 amendment (THAI-RULES.md "Leave"): 15 paid days for men.
INSERT INTO "master_leave_types" ("code", "name_en", "name_th", "description", "days_per_year", "paid_days_per_year", "advance_notice_days", "back_date_days", "requires_attachment", "unpaid", "after_one_year", "calendar_days", "pro_rated", "unpaid_beyond", "applies_to", "counted_per")
  SELECT 'PATERNITY', 'Paternity leave', 'ลาเพื่อช่วยเหลือภริยาที่คลอดบุตร', 'LPA No.9 B.E. 2568: 15 paid working days, taken within 90 days of the birth.', 15, 15, 0, 30, true, false, false, false, false, false, 'men', 'year'
  WHERE EXISTS (SELECT 1 FROM "master_leave_types") AND NOT EXISTS (SELECT 1 FROM "master_leave_types" WHERE "code" = 'PATERNITY');--> statement-breakpoint
-- Maternity requests filed before: each employee's make her first pregnancy.
INSERT INTO "leave_pregnancies" ("employee_id", "number") SELECT DISTINCT r."employee_id", 1 FROM "leave_requests" r JOIN "master_leave_types" t ON t."id" = r."leave_type_id" WHERE t."counted_per" = 'pregnancy';--> statement-breakpoint
UPDATE "leave_requests" r SET "pregnancy_id" = p."id" FROM "leave_pregnancies" p, "master_leave_types" t WHERE p."employee_id" = r."employee_id" AND t."id" = r."leave_type_id" AND t."counted_per" = 'pregnancy';
