ALTER TABLE "companies" ADD COLUMN "fence_radius" integer;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "fence_outside" text;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "fence_no_position" text;--> statement-breakpoint
ALTER TABLE "attendance_punches" ADD COLUMN "fence" text;--> statement-breakpoint
ALTER TABLE "attendance_punches" ADD COLUMN "fence_distance" integer;--> statement-breakpoint
ALTER TABLE "attendance_punches" ADD CONSTRAINT "attendance_punches_fence_ck" CHECK (("attendance_punches"."fence" IS NULL OR "attendance_punches"."fence" IN ('inside', 'outside', 'unknown'))
    AND ("attendance_punches"."fence_distance" IS NULL OR ("attendance_punches"."fence" IS NOT NULL AND "attendance_punches"."fence_distance" >= 0)));