DROP INDEX "sensitive_requests_status_idx";--> statement-breakpoint
ALTER TABLE "sensitive_change_requests" ADD COLUMN "passport_number" text;--> statement-breakpoint
ALTER TABLE "sensitive_change_requests" ADD COLUMN "new_bank_id" uuid;--> statement-breakpoint
ALTER TABLE "sensitive_change_requests" ADD COLUMN "new_account_number" text;--> statement-breakpoint
ALTER TABLE "sensitive_change_requests" ADD COLUMN "new_account_name" text;--> statement-breakpoint
ALTER TABLE "sensitive_change_requests" ADD COLUMN "new_branch" text;--> statement-breakpoint
ALTER TABLE "sensitive_change_requests" ADD COLUMN "reason" text;--> statement-breakpoint
ALTER TABLE "sensitive_change_requests" ADD CONSTRAINT "sensitive_change_requests_new_bank_id_master_banks_id_fk" FOREIGN KEY ("new_bank_id") REFERENCES "public"."master_banks"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "sensitive_requests_one_pending_uq" ON "sensitive_change_requests" USING btree ("employee_id") WHERE "sensitive_change_requests"."status" = 'pending';--> statement-breakpoint
CREATE INDEX "sensitive_requests_status_idx" ON "sensitive_change_requests" USING btree ("status","created_at");--> statement-breakpoint
-- The new HR page (employment-management.sensitive-requests) for roles that already exist: those
-- that see all employees get it, as a new installation's HR role does. A fresh database has no
-- roles yet here; its roles get the page from the seeded defaults.
INSERT INTO "role_permissions" ("role_id", "object_id")
SELECT "role_id", 'employment-management.sensitive-requests' FROM "role_permissions" WHERE "object_id" = 'employment-management.all-employee'
ON CONFLICT DO NOTHING;
