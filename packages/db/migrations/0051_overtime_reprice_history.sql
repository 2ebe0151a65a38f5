CREATE TABLE "overtime_request_reprices" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"request_id" uuid NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"cause" text NOT NULL,
	"from_segments" jsonb NOT NULL,
	"to_segments" jsonb NOT NULL,
	"created_by" uuid
);
--> statement-breakpoint
ALTER TABLE "overtime_request_reprices" ADD CONSTRAINT "overtime_request_reprices_request_id_overtime_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."overtime_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "overtime_request_reprices_request_idx" ON "overtime_request_reprices" USING btree ("request_id","at");