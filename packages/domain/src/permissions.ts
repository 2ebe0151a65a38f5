/**
 * The permission catalogue: one object id per menu entry / page of SPEC.md section 2 and one per
 * privileged action. A role holds a set of these ids; the profile's menuList is that set; every
 * API route names the id it needs. Ids are stable strings so that role data survives re-ordering.
 */
export type PermissionKind = 'group' | 'page' | 'action';
export type PermissionEntry = {
  objectID: string;
  parentID: string | null;
  /** English path-like name, '> ' separated; the last segment is what the menu shows. */
  objectName: string;
  kind: PermissionKind;
  icon?: string;
  /** The en route of the page (no language prefix). */
  route?: string;
  /**
   * Never granted through its group: a role holds it only when it is given by its own id (the mail
   * outbox shows what the system mailed, so HR's `system-settings` must not bring it along).
   */
  grantedAlone?: true;
};

type Node = { id: string; name: string; icon?: string; route?: string; kind?: PermissionKind; children?: Node[]; grantedAlone?: true };

const page = (id: string, name: string, route: string, icon?: string): Node => ({ id, name, route, icon });
const action = (id: string, name: string): Node => ({ id, name, kind: 'action' });
const group = (id: string, name: string, icon: string, children: Node[]): Node => ({ id, name, icon, kind: 'group', children });

const masters: Array<[string, string]> = [
  ['bank-provider-master', 'Bank provider'], ['brand-master', 'Brand'], ['category-master', 'Category'],
  ['company-master', 'Company'], ['company-outing', 'Company outing'], ['cooperative-rate-master', 'Cooperative rate'],
  ['department-master', 'Department'], ['document-file-master', 'Document file type'], ['employment-type-master', 'Employment type'],
  ['holiday-master', 'Holiday'], ['hospital-master', 'Hospital'], ['income-deduction-master', 'Income and deduction'],
  ['item-master', 'Item'], ['leave-type-master', 'Leave type'], ['meeting-room-master', 'Meeting room'],
  ['payment-date-master', 'Payment date'], ['position-master', 'Position'], ['rate-social-security-master', 'Social security rate'],
  ['role-permission-master', 'Role permission'], ['tax-allowance-master', 'Tax allowance'], ['tax-rate-master', 'Tax rate'],
  ['warning-letter-master', 'Warning letter'], ['working-time-master', 'Working time'],
];

const TREE: Node[] = [
  page('dashboard', 'Dashboard', '/dashboard', 'DashboardOutlined'),
  group('self-service', 'Self service', 'UserOutlined', [
    page('self-service.my-profile', 'My profile', '/self-service/my-profile'),
    page('self-service.attendance', 'Attendance', '/self-service/attendance'),
    page('self-service.leave-request', 'Leave request', '/self-service/leave-request'),
    page('self-service.announcement', 'Announcement', '/self-service/announcement'),
    page('self-service.payslip', 'Payslip', '/self-service/payslip'),
    page('self-service.request-item', 'Request item', '/self-service/request-item'),
    page('self-service.recruitment-form-request', 'Recruitment form request', '/self-service/recruitment-form-request'),
    page('self-service.warning-letter', 'Warning letter', '/self-service/warning-letter'),
    page('self-service.meeting-room-booking', 'Meeting room booking', '/self-service/meeting-room-booking'),
  ]),
  group('employment-management', 'Employment management', 'TeamOutlined', [
    page('employment-management.add-employee', 'Add employee', '/employment-management/add-employee'),
    page('employment-management.all-employee', 'All employee', '/employment-management/all-employee'),
    page('employment-management.view-employee-info', 'View employee info', '/employment-management/view-employee-info'),
    page('employment-management.employee-working-management', 'Employee working management', '/employment-management/employee-working-management'),
    page('employment-management.org-chart', 'Organisation chart', '/employment-management/org-chart'),
    page('employment-management.approval', 'Approvals', '/employment-management/approval'),
    page('employment-management.leave-management', 'Leave management', '/employment-management/leave-management'),
    page('employment-management.attendance-management', 'Attendance management', '/employment-management/attendance-management'),
    // The time clocks' punches come in here (issue 16 point 2); the roles holding attendance management hold it (migration 0026).
    page('employment-management.attendance-import', 'Time-clock import', '/employment-management/attendance-management/import'),
    page('employment-management.attendance-subordinates', 'Attendance of subordinates', '/employment-management/attendance-subordinates'),
    page('employment-management.ot', 'Overtime', '/employment-management/ot'),
    page('employment-management.schedule-management', 'Schedule management', '/employment-management/schedule-management'),
    page('employment-management.announcement-management', 'Announcement management', '/employment-management/announcement-management'),
    page('employment-management.recruitment-management', 'Recruitment management', '/employment-management/recruitment-management'),
    page('employment-management.slip-online', 'Online payslip', '/employment-management/slip-online'),
    page('employment-management.warning-letter-management', 'Warning letter management', '/employment-management/warning-letter-management'),
    page('employment-management.sensitive-requests', 'Sensitive information requests', '/employment-management/sensitive-requests'),
  ]),
  page('working-schedule', 'Working schedule', '/working-schedule', 'ScheduleOutlined'),
  page('room-booking', 'Room booking', '/room-booking', 'CalendarOutlined'),
  page('task-tracking', 'Task tracking', '/task-tracking', 'CarryOutOutlined'),
  group('inventory', 'Inventory', 'InboxOutlined', [
    page('inventory-manage.manage-stock', 'Manage stock', '/inventory-manage/manage-stock'),
    page('inventory-manage.purchase', 'Purchase', '/inventory-manage/purchase'),
    page('inventory-tracking', 'Inventory tracking', '/inventory-tracking'),
  ]),
  group('payroll', 'Payroll', 'DollarOutlined', [
    page('payroll.salary-period', 'Salary period', '/payroll/salary-period'),
    page('payroll.cooperative-fund', 'Cooperative fund', '/payroll/cooperative-fund'),
    page('payroll.education-loan', 'Education loan', '/payroll/education-loan'),
    page('payroll.saving-fund', 'Saving fund', '/payroll/saving-fund'),
    // Issue 19: Legal Execution Department orders attaching wages, deducted by the salary period.
    page('payroll.legal-execution', 'Legal execution orders', '/payroll/legal-execution'),
    // Issue 19: a month's pay from a salary, by the calculators a salary period runs (payroll/simulate).
    page('payroll.salary-calculator', 'Salary calculator', '/payroll/salary-calculator'),
  ]),
  group('report', 'Report', 'BarChartOutlined', [
    page('report.all-employee-report', 'All employee report', '/report/all-employee-report'),
    page('report.attendance-daily-report', 'Daily attendance report', '/report/attendance-daily-report'),
    page('report.attendance-monthly-report', 'Monthly attendance report', '/report/attendance-monthly-report'),
    page('report.document-expiry-report', 'Expiring documents', '/report/document-expiry-report'),
    page('report.leave-report', 'Leave report', '/report/leave-report'),
    page('report.leave-subordinate-report', 'Leave report of subordinates', '/report/leave-subordinate-report'),
    page('report.self-attendance-report', 'My attendance report', '/report/self-attendance-report'),
    page('report.self-leave-report', 'My leave report', '/report/self-leave-report'),
  ]),
  group('system-settings', 'System settings', 'SettingOutlined', [
    ...masters.map(([id, name]) => page(`system-settings.${id}`, name, `/system-settings/${id}`)),
    { ...page('system-settings.mail-outbox', 'Mail outbox', '/system-settings/mail-outbox'), grantedAlone: true },
    // Issue 17: who approves each request type, per company (the approval module's chains).
    page('system-settings.approval-chain', 'Approval chains', '/system-settings/approval-chain'),
  ]),
  // The administrator's diagnostics (issue 18 point 4): version, database, mail, clocks, maintenance.
  page('test', 'Diagnostics', '/test', 'DashboardOutlined'),
  group('action', 'Actions', 'SafetyOutlined', [
    action('action.account.unlock', 'Unlock a locked account'),
    // Issue 21: /addAnoucement, an announcement to the poster's own department (supervisors by default).
    action('action.announcement.post-own-department', 'Post announcements to my own department'),
    action('action.audit.read', 'Read the audit log'),
    action('action.file.read-any', "Read other employees' files"),
    action('action.role.assign', 'Assign and edit roles with administrator rights'),
  ]),
];

function flatten(nodes: Node[], parent: PermissionEntry | null, out: PermissionEntry[]): PermissionEntry[] {
  for (const n of nodes) {
    const entry: PermissionEntry = {
      objectID: n.id,
      parentID: parent?.objectID ?? null,
      objectName: parent ? `${parent.objectName} > ${n.name}` : n.name,
      kind: n.kind ?? 'page',
      ...(n.icon ? { icon: n.icon } : {}),
      ...(n.route ? { route: n.route } : {}),
      ...(n.grantedAlone ? { grantedAlone: true as const } : {}),
    };
    out.push(entry);
    if (n.children) flatten(n.children, entry, out);
  }
  return out;
}

export const PERMISSIONS: readonly PermissionEntry[] = flatten(TREE, null, []);
export const PERMISSION_IDS = new Set(PERMISSIONS.map((p) => p.objectID));
export type PermissionId = string;

/**
 * Route-level access: a catalogue id, several (holding any one admits), or 'public' (no login) /
 * 'member' (any logged-in user).
 */
export type RouteAccess = { permission: PermissionId | 'public' | 'member' | PermissionId[]; scope: DataScope };
/** Data scope of a route (DESIGN.md section 4): own records, subordinates (and HR), or HR only. */
export type DataScope = 'none' | 'self' | 'lead' | 'hr';

/** Ids that a group never brings along (see PermissionEntry.grantedAlone). */
export const GRANTED_ALONE_IDS: ReadonlySet<string> = new Set(PERMISSIONS.filter((p) => p.grantedAlone).map((p) => p.objectID));

/** Ids under (and including) the given ones: granting a group grants its pages, except those granted alone. */
export function expandIds(ids: Iterable<string>): Set<string> {
  const out = new Set<string>();
  const want = new Set(ids);
  for (const p of PERMISSIONS) {
    if (want.has(p.objectID) || (p.parentID && out.has(p.parentID) && !p.grantedAlone)) out.add(p.objectID);
  }
  return out;
}

/** Adds the groups above granted pages so that a menu tree can be drawn from the list. */
export function withAncestors(ids: Set<string>): Set<string> {
  const byId = new Map(PERMISSIONS.map((p) => [p.objectID, p]));
  const out = new Set(ids);
  for (const id of ids) {
    let p = byId.get(id);
    while (p?.parentID) {
      out.add(p.parentID);
      p = byId.get(p.parentID);
    }
  }
  return out;
}

const SELF = ['dashboard', 'self-service', 'room-booking', 'report.self-attendance-report', 'report.self-leave-report'];
const LEAD = [...SELF, 'employment-management.approval', 'employment-management.attendance-subordinates', 'employment-management.ot',
  'employment-management.view-employee-info', 'report.leave-subordinate-report', 'working-schedule', 'action.announcement.post-own-department'];

/** Seeded default ids per role code; the role-permission master edits them later. */
export const DEFAULT_ROLE_PERMISSIONS: Record<string, string[]> = {
  EMPLOYEE: SELF,
  SUPERVISOR: LEAD,
  ASSISTANT_SUPERVISOR: LEAD,
  HR: [...LEAD, 'employment-management', 'report', 'inventory', 'task-tracking', 'system-settings', 'payroll.salary-calculator',
    'action.account.unlock', 'action.file.read-any'],
  ADMINISTRATOR: [...PERMISSIONS.filter((p) => !p.parentID).map((p) => p.objectID), ...GRANTED_ALONE_IDS],
  ACCOUNTANT: [...SELF, 'payroll', 'employment-management.slip-online', 'system-settings.income-deduction-master',
    'system-settings.tax-rate-master', 'system-settings.tax-allowance-master', 'system-settings.rate-social-security-master',
    'system-settings.payment-date-master', 'system-settings.cooperative-rate-master'],
};

/** The object id whose holders count as HR for data scope 'hr' and 'lead'. */
export const HR_SCOPE_ID = 'employment-management.all-employee';
