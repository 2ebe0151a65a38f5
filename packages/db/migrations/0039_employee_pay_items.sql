CREATE TABLE "employee_pay_items" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"employee_id" uuid NOT NULL,
	"item_id" uuid NOT NULL,
	"amount" numeric(14, 2) NOT NULL,
	"start_month" text NOT NULL,
	"end_month" text,
	"note" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" uuid,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" uuid,
	CONSTRAINT "employee_pay_items_amount_ck" CHECK ("employee_pay_items"."amount" > 0)
);
--> statement-breakpoint
ALTER TABLE "employee_pay_items" ADD CONSTRAINT "employee_pay_items_employee_id_employees_id_fk" FOREIGN KEY ("employee_id") REFERENCES "public"."employees"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "employee_pay_items" ADD CONSTRAINT "employee_pay_items_item_id_master_income_deductions_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."master_income_deductions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "employee_pay_items_employee_idx" ON "employee_pay_items" USING btree ("employee_id");