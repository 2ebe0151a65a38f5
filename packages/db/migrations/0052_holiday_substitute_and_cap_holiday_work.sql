ALTER TABLE "companies" ADD COLUMN "overtime_cap_counts_holiday_work" boolean DEFAULT true;--> statement-breakpoint
ALTER TABLE "master_holidays" ADD COLUMN "substitute_date" date;