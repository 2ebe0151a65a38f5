/**
 * Who edits an employee's record: HR anyone's (all-employee), the employee their own (my-profile).
 * Self calls take no employee id; the services limit them to the caller's rows.
 */
export const EDIT_HR = { permission: 'employment-management.all-employee', scope: 'hr' as const };
export const EDIT_SELF = { permission: 'self-service.my-profile', scope: 'self' as const };
