-- My payslips (self-service/payslip, issue 20 point 3): every role with self service gets the page,
-- as a fresh seed gives it to them (the self-service group holds it).
INSERT INTO "role_permissions" ("role_id", "object_id")
SELECT DISTINCT "role_id", 'self-service.payslip' FROM "role_permissions"
WHERE "object_id" = 'self-service.my-profile'
ON CONFLICT DO NOTHING;
