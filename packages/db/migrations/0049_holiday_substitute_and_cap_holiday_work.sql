ALTER TABLE "companies" ADD COLUMN "overtime_cap_counts_holiday_work" boolean;--> statement-breakpoint
ALTER TABLE "master_holidays" ADD COLUMN "substitute_date" date;--> statement-breakpoint
-- Ministerial Regulation No. 3 counts holiday work in the weekly 36 hours: every company starts with the law (null reads as true too).
UPDATE "companies" SET "overtime_cap_counts_holiday_work" = true;
