CREATE TABLE "master_banks" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"code" text NOT NULL,
	"abbreviation" text NOT NULL,
	"name_en" text NOT NULL,
	"name_th" text NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" uuid,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" uuid
);
--> statement-breakpoint
CREATE TABLE "master_brands" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name_en" text NOT NULL,
	"name_th" text NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" uuid,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" uuid
);
--> statement-breakpoint
CREATE TABLE "master_categories" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name_en" text NOT NULL,
	"name_th" text NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" uuid,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" uuid
);
--> statement-breakpoint
CREATE TABLE "master_document_file_types" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name_en" text NOT NULL,
	"name_th" text NOT NULL,
	"description" text,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" uuid,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" uuid
);
--> statement-breakpoint
CREATE TABLE "master_employment_types" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name_en" text NOT NULL,
	"name_th" text NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" uuid,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" uuid
);
--> statement-breakpoint
CREATE TABLE "master_hospitals" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name_en" text NOT NULL,
	"name_th" text NOT NULL,
	"province" text,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" uuid,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" uuid
);
--> statement-breakpoint
CREATE TABLE "master_meeting_rooms" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name_en" text NOT NULL,
	"name_th" text NOT NULL,
	"capacity" integer NOT NULL,
	"location" text,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" uuid,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" uuid
);
--> statement-breakpoint
CREATE TABLE "master_warning_letters" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name_en" text NOT NULL,
	"name_th" text NOT NULL,
	"description" text,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" uuid,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" uuid
);
--> statement-breakpoint
CREATE UNIQUE INDEX "master_banks_code_uq" ON "master_banks" USING btree (lower("code"));--> statement-breakpoint
CREATE UNIQUE INDEX "master_banks_abbreviation_uq" ON "master_banks" USING btree (lower("abbreviation"));--> statement-breakpoint
CREATE UNIQUE INDEX "master_banks_name_en_uq" ON "master_banks" USING btree (lower("name_en"));--> statement-breakpoint
CREATE UNIQUE INDEX "master_banks_name_th_uq" ON "master_banks" USING btree (lower("name_th"));--> statement-breakpoint
CREATE UNIQUE INDEX "master_brands_name_en_uq" ON "master_brands" USING btree (lower("name_en"));--> statement-breakpoint
CREATE UNIQUE INDEX "master_brands_name_th_uq" ON "master_brands" USING btree (lower("name_th"));--> statement-breakpoint
CREATE UNIQUE INDEX "master_categories_name_en_uq" ON "master_categories" USING btree (lower("name_en"));--> statement-breakpoint
CREATE UNIQUE INDEX "master_categories_name_th_uq" ON "master_categories" USING btree (lower("name_th"));--> statement-breakpoint
CREATE UNIQUE INDEX "master_document_file_types_name_en_uq" ON "master_document_file_types" USING btree (lower("name_en"));--> statement-breakpoint
CREATE UNIQUE INDEX "master_document_file_types_name_th_uq" ON "master_document_file_types" USING btree (lower("name_th"));--> statement-breakpoint
CREATE UNIQUE INDEX "master_employment_types_name_en_uq" ON "master_employment_types" USING btree (lower("name_en"));--> statement-breakpoint
CREATE UNIQUE INDEX "master_employment_types_name_th_uq" ON "master_employment_types" USING btree (lower("name_th"));--> statement-breakpoint
CREATE UNIQUE INDEX "master_hospitals_name_en_uq" ON "master_hospitals" USING btree (lower("name_en"));--> statement-breakpoint
CREATE UNIQUE INDEX "master_hospitals_name_th_uq" ON "master_hospitals" USING btree (lower("name_th"));--> statement-breakpoint
CREATE UNIQUE INDEX "master_meeting_rooms_name_en_uq" ON "master_meeting_rooms" USING btree (lower("name_en"));--> statement-breakpoint
CREATE UNIQUE INDEX "master_meeting_rooms_name_th_uq" ON "master_meeting_rooms" USING btree (lower("name_th"));--> statement-breakpoint
CREATE UNIQUE INDEX "master_warning_letters_name_en_uq" ON "master_warning_letters" USING btree (lower("name_en"));--> statement-breakpoint
CREATE UNIQUE INDEX "master_warning_letters_name_th_uq" ON "master_warning_letters" USING btree (lower("name_th"));