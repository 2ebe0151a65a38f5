CREATE TABLE "timeclock_mappings" (
	"company_id" uuid PRIMARY KEY NOT NULL,
	"mapping" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" uuid,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" uuid
);
--> statement-breakpoint
ALTER TABLE "timeclock_mappings" ADD CONSTRAINT "timeclock_mappings_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "attendance_punches_device_instant_uq" ON "attendance_punches" USING btree ("employee_id","at") WHERE "attendance_punches"."source" = 'device';--> statement-breakpoint
-- The time-clock import page is attendance management's: existing databases give it to the roles
-- holding attendance management (a fresh database gets it from the base data through its group).
INSERT INTO "role_permissions" ("role_id", "object_id")
SELECT "role_id", 'employment-management.attendance-import' FROM "role_permissions" WHERE "object_id" = 'employment-management.attendance-management'
ON CONFLICT DO NOTHING;
