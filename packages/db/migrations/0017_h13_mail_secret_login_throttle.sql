CREATE TABLE "login_throttles" (
	"kind" text NOT NULL,
	"subject" text NOT NULL,
	"failures" integer DEFAULT 0 NOT NULL,
	"level" integer DEFAULT 0 NOT NULL,
	"locked_until" timestamp with time zone,
	"last_failure_at" timestamp with time zone,
	CONSTRAINT "login_throttles_kind_subject_pk" PRIMARY KEY("kind","subject")
);
--> statement-breakpoint
CREATE TABLE "demo_companies" (
	"company_id" uuid PRIMARY KEY NOT NULL
);
--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD COLUMN "secret" text;--> statement-breakpoint
ALTER TABLE "employees" DROP COLUMN "failed_logins";--> statement-breakpoint
ALTER TABLE "employees" DROP COLUMN "locked_at";--> statement-breakpoint
-- Issue 13: mail already kept carried live password links; mask them (the outbox shows links masked).
UPDATE "mail_outbox" SET "text" = regexp_replace("text", '(token=)[A-Za-z0-9_%-]+', '\1********', 'g'), "html" = regexp_replace("html", '(token=)[A-Za-z0-9_%-]+', '\1********', 'g') WHERE "text" LIKE '%token=%' OR "html" LIKE '%token=%';--> statement-breakpoint
-- The mail outbox became an administrator page: HR roles lose it (they had it through the system-settings group), Administrator keeps it.
DELETE FROM "role_permissions" WHERE "object_id" = 'system-settings.mail-outbox' AND "role_id" IN (SELECT "id" FROM "roles" WHERE "code" = 'HR');--> statement-breakpoint
INSERT INTO "role_permissions" ("role_id", "object_id") SELECT "id", 'system-settings.mail-outbox' FROM "roles" WHERE "code" = 'ADMINISTRATOR' ON CONFLICT DO NOTHING;
