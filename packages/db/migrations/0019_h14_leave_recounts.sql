CREATE TABLE "leave_request_recounts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"request_id" uuid NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"from_days" numeric(5, 1) NOT NULL,
	"to_days" numeric(5, 1) NOT NULL,
	"change" text NOT NULL,
	"holiday_date" date NOT NULL,
	"previous_date" date,
	"holiday_name_en" text NOT NULL,
	"holiday_name_th" text NOT NULL,
	"created_by" uuid,
	CONSTRAINT "leave_request_recounts_days_ck" CHECK ("leave_request_recounts"."from_days" >= 0 AND "leave_request_recounts"."to_days" >= 0 AND "leave_request_recounts"."from_days" * 2 = trunc("leave_request_recounts"."from_days" * 2) AND "leave_request_recounts"."to_days" * 2 = trunc("leave_request_recounts"."to_days" * 2)),
	CONSTRAINT "leave_request_recounts_moved_ck" CHECK (("leave_request_recounts"."change" = 'moved') = ("leave_request_recounts"."previous_date" IS NOT NULL))
);
--> statement-breakpoint
ALTER TABLE "leave_request_recounts" ADD CONSTRAINT "leave_request_recounts_request_id_leave_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."leave_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "leave_request_recounts_request_idx" ON "leave_request_recounts" USING btree ("request_id","at");--> statement-breakpoint
CREATE INDEX "leave_requests_live_dates_idx" ON "leave_requests" USING btree ("date_from","date_to") WHERE "leave_requests"."status" IN ('pending', 'approved');