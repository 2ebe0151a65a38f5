CREATE TABLE "employee_working_times" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"employee_id" uuid NOT NULL,
	"effective_from" date NOT NULL,
	"working_time_type" text NOT NULL,
	"working_time_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" uuid
);
--> statement-breakpoint
CREATE TABLE "roster_entries" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"employee_id" uuid NOT NULL,
	"date" date NOT NULL,
	"working_time_id" uuid,
	"source" text NOT NULL,
	"change_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" uuid,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" uuid,
	CONSTRAINT "roster_entries_change_ck" CHECK ("roster_entries"."change_id" IS NULL OR "roster_entries"."source" IN ('change', 'trade'))
);
--> statement-breakpoint
CREATE TABLE "shift_changes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"kind" text NOT NULL,
	"employee_id" uuid NOT NULL,
	"other_employee_id" uuid,
	"working_time_id" uuid,
	"date_from" date NOT NULL,
	"date_to" date NOT NULL,
	"reason" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" uuid,
	"deleted_at" timestamp with time zone,
	"deleted_by" uuid,
	CONSTRAINT "shift_changes_kind_ck" CHECK (("shift_changes"."kind" = 'change' AND "shift_changes"."working_time_id" IS NOT NULL AND "shift_changes"."other_employee_id" IS NULL)
    OR ("shift_changes"."kind" = 'trade' AND "shift_changes"."other_employee_id" IS NOT NULL AND "shift_changes"."other_employee_id" <> "shift_changes"."employee_id")),
	CONSTRAINT "shift_changes_dates_ck" CHECK ("shift_changes"."date_to" >= "shift_changes"."date_from")
);
--> statement-breakpoint
ALTER TABLE "employee_working_times" ADD CONSTRAINT "employee_working_times_employee_id_employees_id_fk" FOREIGN KEY ("employee_id") REFERENCES "public"."employees"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "employee_working_times" ADD CONSTRAINT "employee_working_times_working_time_id_master_working_times_id_fk" FOREIGN KEY ("working_time_id") REFERENCES "public"."master_working_times"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "employee_working_times" ADD CONSTRAINT "employee_working_times_created_by_employees_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."employees"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "roster_entries" ADD CONSTRAINT "roster_entries_employee_id_employees_id_fk" FOREIGN KEY ("employee_id") REFERENCES "public"."employees"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "roster_entries" ADD CONSTRAINT "roster_entries_working_time_id_master_working_times_id_fk" FOREIGN KEY ("working_time_id") REFERENCES "public"."master_working_times"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "roster_entries" ADD CONSTRAINT "roster_entries_change_id_shift_changes_id_fk" FOREIGN KEY ("change_id") REFERENCES "public"."shift_changes"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "roster_entries" ADD CONSTRAINT "roster_entries_created_by_employees_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."employees"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "roster_entries" ADD CONSTRAINT "roster_entries_updated_by_employees_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."employees"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shift_changes" ADD CONSTRAINT "shift_changes_employee_id_employees_id_fk" FOREIGN KEY ("employee_id") REFERENCES "public"."employees"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shift_changes" ADD CONSTRAINT "shift_changes_other_employee_id_employees_id_fk" FOREIGN KEY ("other_employee_id") REFERENCES "public"."employees"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shift_changes" ADD CONSTRAINT "shift_changes_working_time_id_master_working_times_id_fk" FOREIGN KEY ("working_time_id") REFERENCES "public"."master_working_times"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shift_changes" ADD CONSTRAINT "shift_changes_created_by_employees_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."employees"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shift_changes" ADD CONSTRAINT "shift_changes_deleted_by_employees_id_fk" FOREIGN KEY ("deleted_by") REFERENCES "public"."employees"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "employee_working_times_employee_from_uq" ON "employee_working_times" USING btree ("employee_id","effective_from");--> statement-breakpoint
CREATE UNIQUE INDEX "roster_entries_employee_date_uq" ON "roster_entries" USING btree ("employee_id","date");--> statement-breakpoint
CREATE INDEX "roster_entries_date_idx" ON "roster_entries" USING btree ("date");--> statement-breakpoint
CREATE INDEX "roster_entries_change_idx" ON "roster_entries" USING btree ("change_id");--> statement-breakpoint
CREATE INDEX "shift_changes_employee_idx" ON "shift_changes" USING btree ("employee_id","date_from");--> statement-breakpoint
CREATE INDEX "shift_changes_other_idx" ON "shift_changes" USING btree ("other_employee_id");--> statement-breakpoint
CREATE INDEX "shift_changes_created_idx" ON "shift_changes" USING btree ("created_at");