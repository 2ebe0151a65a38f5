-- The administrator's diagnostics page (/test, issue 18): existing databases give it to the roles
-- that assign administrator rights, as a fresh seed gives it to the administrator.
INSERT INTO "role_permissions" ("role_id", "object_id")
SELECT "role_id", 'test' FROM "role_permissions" WHERE "object_id" = 'action.role.assign'
ON CONFLICT DO NOTHING;
