CREATE INDEX "approval_steps_approvers_idx" ON "approval_steps" USING gin ("approver_ids");--> statement-breakpoint
CREATE INDEX "approval_steps_requester_idx" ON "approval_steps" USING btree ("requester_id");--> statement-breakpoint
-- Leave moves onto the approval module (issue 17). Every request filed before gets the one step it
-- had: the requester's supervisor or assistant supervisor as they stand now (never the requester);
-- a pending request's step is open, a decided one's says who decided it, and a cancelled one's is
-- closed (approved first and then cancelled by HR: approved). A request without a supervisor keeps
-- an open step with nobody on it, which HR decides as before.
INSERT INTO "approval_steps" ("request_type", "request_id", "requester_id", "step_no", "kind", "approver_ids", "notes", "status", "decided_by", "decided_at", "remark", "opened_at", "created_at")
SELECT 'leave', r."id", r."employee_id", 0, 'supervisorOrAssistant',
  ARRAY(SELECT DISTINCT x FROM unnest(ARRAY[e."supervisor_id", e."assistant_supervisor_id"]) AS x WHERE x IS NOT NULL AND x <> r."employee_id"),
  '[]'::jsonb,
  CASE WHEN r."status" = 'pending' THEN 'open' WHEN r."status" IN ('approved', 'rejected') THEN r."status" WHEN r."decided_at" IS NOT NULL THEN 'approved' ELSE 'cancelled' END,
  r."approver_id", r."decided_at",
  CASE WHEN r."status" = 'rejected' THEN coalesce(r."decision_remark", '') ELSE r."decision_remark" END,
  r."created_at", r."created_at"
FROM "leave_requests" r JOIN "employees" e ON e."id" = r."employee_id"
WHERE NOT EXISTS (SELECT 1 FROM "approval_steps" s WHERE s."request_type" = 'leave' AND s."request_id" = r."id");
