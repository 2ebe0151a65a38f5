ALTER TABLE "employees" ADD COLUMN "sso_number" text;--> statement-breakpoint
CREATE UNIQUE INDEX "employees_sso_number_uq" ON "employees" USING btree ("sso_number");