-- Issue 13: giving or editing a role with administrator-only ids needs action.role.assign. Existing
-- databases give it to the Administrator role only (a fresh database gets it from the base data).
INSERT INTO "role_permissions" ("role_id", "object_id")
SELECT "id", 'action.role.assign' FROM "roles" WHERE "code" = 'ADMINISTRATOR'
ON CONFLICT DO NOTHING;
