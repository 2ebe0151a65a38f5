DROP INDEX "companies_code_uq";--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "parent_id" uuid;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "tax_id" text;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "address_line" text;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "soi" text;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "yak" text;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "road" text;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "province" text;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "district" text;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "sub_district" text;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "zip_code" text;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "latitude" numeric(14, 6);--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "longitude" numeric(14, 6);--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "tel" text;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "fax" text;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "website" text;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "about" text;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "logo_file_id" uuid;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "watermark_file_id" uuid;--> statement-breakpoint
ALTER TABLE "companies" ADD CONSTRAINT "companies_parent_id_companies_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "companies" ADD CONSTRAINT "companies_logo_file_id_files_id_fk" FOREIGN KEY ("logo_file_id") REFERENCES "public"."files"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "companies" ADD CONSTRAINT "companies_watermark_file_id_files_id_fk" FOREIGN KEY ("watermark_file_id") REFERENCES "public"."files"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "companies_abbreviation_uq" ON "companies" USING btree (lower("code"));--> statement-breakpoint
CREATE UNIQUE INDEX "companies_name_en_uq" ON "companies" USING btree (lower("name_en"));--> statement-breakpoint
CREATE UNIQUE INDEX "companies_name_th_uq" ON "companies" USING btree (lower("name_th"));--> statement-breakpoint
CREATE UNIQUE INDEX "companies_tax_id_uq" ON "companies" USING btree (lower("tax_id"));