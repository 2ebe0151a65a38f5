ALTER TABLE "master_tax_allowances" ADD COLUMN "share_percent" numeric(14, 2);--> statement-breakpoint
-- Issue 19: the withholding calculator reads the employment-expenses deduction and the provident
-- fund's limits from the tax-allowance master. An installation seeded before gets them too; an
-- administrator's own rows are left as they are (a PVD row they already gave an amount keeps it).
INSERT INTO "master_tax_allowances" ("code", "name_en", "name_th", "name_km", "name_my", "share_percent", "cap_amount", "description")
SELECT 'EXPENSES', 'Employment expenses', 'ค่าใช้จ่ายเงินได้ประเภทที่ 1 (40(1))', 'ចំណាយលើប្រាក់ចំណូលពីការងារ', 'အလုပ်အကိုင်ဝင်ငွေ စရိတ်နုတ်ယူငွေ', 50, 100000,
  'Half of employment income, at most 100,000 (Revenue Code s.42 bis).'
WHERE EXISTS (SELECT 1 FROM "master_tax_allowances") AND NOT EXISTS (SELECT 1 FROM "master_tax_allowances" WHERE lower("code") = 'expenses');
--> statement-breakpoint
UPDATE "master_tax_allowances" SET "amount" = 10000, "share_percent" = 15
WHERE lower("code") = 'pvd' AND "amount" IS NULL AND "share_percent" IS NULL;
--> statement-breakpoint
-- The salary calculator page (payroll/salary-calculator): the roles that run payroll and the roles
-- that read every employee's record (HR) get it, as a fresh seed gives it to them.
INSERT INTO "role_permissions" ("role_id", "object_id")
SELECT DISTINCT "role_id", 'payroll.salary-calculator' FROM "role_permissions"
WHERE "object_id" IN ('payroll.salary-period', 'employment-management.all-employee')
ON CONFLICT DO NOTHING;
