CREATE TABLE "warning_letters" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"employee_id" uuid NOT NULL,
	"type_id" uuid NOT NULL,
	"incident_start" date NOT NULL,
	"incident_end" date NOT NULL,
	"reason" text NOT NULL,
	"attachment_file_id" uuid,
	"count" integer NOT NULL,
	"date_sent" date NOT NULL,
	"status" text DEFAULT 'draft' NOT NULL,
	"sent_at" timestamp with time zone,
	"received_at" timestamp with time zone,
	"acknowledged_at" timestamp with time zone,
	"signature_file_id" uuid,
	"cancel_reason" text,
	"cancelled_at" timestamp with time zone,
	"cancelled_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" uuid,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" uuid,
	CONSTRAINT "warning_letters_dates_ck" CHECK ("warning_letters"."incident_end" >= "warning_letters"."incident_start"),
	CONSTRAINT "warning_letters_count_ck" CHECK ("warning_letters"."count" >= 1),
	CONSTRAINT "warning_letters_cancel_ck" CHECK ("warning_letters"."status" <> 'cancelled' OR "warning_letters"."cancel_reason" IS NOT NULL),
	CONSTRAINT "warning_letters_ack_ck" CHECK ("warning_letters"."status" <> 'acknowledged' OR "warning_letters"."signature_file_id" IS NOT NULL)
);
--> statement-breakpoint
ALTER TABLE "warning_letters" ADD CONSTRAINT "warning_letters_employee_id_employees_id_fk" FOREIGN KEY ("employee_id") REFERENCES "public"."employees"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "warning_letters" ADD CONSTRAINT "warning_letters_type_id_master_warning_letters_id_fk" FOREIGN KEY ("type_id") REFERENCES "public"."master_warning_letters"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "warning_letters" ADD CONSTRAINT "warning_letters_attachment_file_id_files_id_fk" FOREIGN KEY ("attachment_file_id") REFERENCES "public"."files"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "warning_letters" ADD CONSTRAINT "warning_letters_signature_file_id_files_id_fk" FOREIGN KEY ("signature_file_id") REFERENCES "public"."files"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "warning_letters" ADD CONSTRAINT "warning_letters_cancelled_by_employees_id_fk" FOREIGN KEY ("cancelled_by") REFERENCES "public"."employees"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "warning_letters_employee_type_idx" ON "warning_letters" USING btree ("employee_id","type_id");--> statement-breakpoint
CREATE INDEX "warning_letters_date_sent_idx" ON "warning_letters" USING btree ("date_sent");