-- Posting an announcement to one's own department (/addAnoucement, issue 21): the roles that lead a
-- team (they hold the subordinates' attendance) get it, as a fresh seed gives it to supervisors.
INSERT INTO "role_permissions" ("role_id", "object_id")
SELECT DISTINCT "role_id", 'action.announcement.post-own-department' FROM "role_permissions"
WHERE "object_id" = 'employment-management.attendance-subordinates'
ON CONFLICT DO NOTHING;
