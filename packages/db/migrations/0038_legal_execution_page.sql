-- Legal Execution Department orders (payroll/legal-execution, issue 19): the roles that run salary
-- periods get the page, as a fresh seed gives it to them (the payroll group holds it).
INSERT INTO "role_permissions" ("role_id", "object_id")
SELECT DISTINCT "role_id", 'payroll.legal-execution' FROM "role_permissions"
WHERE "object_id" = 'payroll.salary-period'
ON CONFLICT DO NOTHING;
