CREATE TABLE "work_progress" (
	"id" uuid PRIMARY KEY NOT NULL,
	"employee_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"done" integer DEFAULT 0 NOT NULL,
	"total" integer DEFAULT 0 NOT NULL,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone
);
--> statement-breakpoint
CREATE INDEX "work_progress_updated_idx" ON "work_progress" USING btree ("updated_at");--> statement-breakpoint
CREATE INDEX "employees_code_idx" ON "employees" USING btree ("employee_code");