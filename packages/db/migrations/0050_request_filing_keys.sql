CREATE TABLE "request_filing_keys" (
	"employee_id" uuid NOT NULL,
	"key" uuid NOT NULL,
	"operation" text NOT NULL,
	"body_hash" text NOT NULL,
	"answer" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "request_filing_keys_pk" PRIMARY KEY("employee_id","key")
);
--> statement-breakpoint
ALTER TABLE "request_filing_keys" ADD CONSTRAINT "request_filing_keys_employee_id_employees_id_fk" FOREIGN KEY ("employee_id") REFERENCES "public"."employees"("id") ON DELETE cascade ON UPDATE no action;