import type { ComponentType } from 'react';

export type LayoutName = 'guest' | 'default' | 'temporarily-closed' | 'blank';
export type PageModule = { default: ComponentType };

/**
 * The route table: every page once, in English form. The router mounts each under the four
 * language prefixes. Adding a page is one entry: path, layout, permission object id, lazy page.
 * The guest layout admits only visitors and the default layout only members.
 */
export type RouteEntry = { path: string; layout: LayoutName; permission?: string; page: () => Promise<PageModule> };

export const ROUTES: RouteEntry[] = [
  { path: '/auth', layout: 'guest', page: () => import('../features/auth/pages/LoginPage') },
  { path: '/auth/forgot-password', layout: 'guest', page: () => import('../features/auth/pages/ForgotPasswordPage') },
  { path: '/auth/reset-password', layout: 'guest', page: () => import('../features/auth/pages/ResetPasswordPage') },
  { path: '/auth/setting-password', layout: 'blank', page: () => import('../features/auth/pages/SettingPasswordPage') },
  { path: '/maintenance', layout: 'blank', page: () => import('../features/auth/pages/MaintenancePage') },
  { path: '/temporarily-closed', layout: 'temporarily-closed', page: () => import('../features/auth/pages/TemporarilyClosedPage') },
  { path: '/chkver', layout: 'blank', page: () => import('../features/auth/pages/ChkverPage') },
  { path: '/dashboard', layout: 'default', permission: 'dashboard', page: () => import('../features/dashboard/pages/DashboardPage') },
  { path: '/dashboard/self-dashboard', layout: 'default', permission: 'dashboard', page: () => import('../features/dashboard/pages/DashboardPage') },
  { path: '/user-manual', layout: 'default', page: () => import('../features/dashboard/pages/UserManualPage') },
  // The section pages (issue 18 point 4): the section's pages the user may open, as cards; the page itself checks the group.
  { path: '/employment-management', layout: 'default', page: () => import('../features/sections/SectionPage') },
  { path: '/report', layout: 'default', page: () => import('../features/sections/SectionPage') },
  { path: '/payroll', layout: 'default', page: () => import('../features/sections/SectionPage') },
  { path: '/inventory-manage', layout: 'default', page: () => import('../features/sections/SectionPage') },
  // The administrator's diagnostics (issue 18 point 4).
  { path: '/test', layout: 'default', permission: 'test', page: () => import('../features/diagnostics/DiagnosticsPage') },
  // Payroll (issue 19): the salary calculator, by the calculators a salary period runs.
  { path: '/payroll/salary-calculator', layout: 'default', permission: 'payroll.salary-calculator', page: () => import('../features/payroll/SalaryCalculatorPage') },
  // Salary periods (issue 19 point 3): the list, the add form (the spec's /add-salary-period and /add), a period's page, a draft's edit form.
  { path: '/payroll/salary-period', layout: 'default', permission: 'payroll.salary-period', page: () => import('../features/payroll/SalaryPeriodListPage') },
  { path: '/payroll/salary-period/add-salary-period', layout: 'default', permission: 'payroll.salary-period', page: () => import('../features/payroll/SalaryPeriodFormPage') },
  { path: '/payroll/salary-period/add', layout: 'default', permission: 'payroll.salary-period', page: () => import('../features/payroll/SalaryPeriodFormPage') },
  { path: '/payroll/salary-period/:id', layout: 'default', permission: 'payroll.salary-period', page: () => import('../features/payroll/SalaryPeriodPage') },
  { path: '/payroll/salary-period/:id/edit', layout: 'default', permission: 'payroll.salary-period', page: () => import('../features/payroll/SalaryPeriodFormPage') },
  // Funds and loans (issue 19 point 5): each kind's list, add form (the saving fund's is /addSavingFund), account page and edit form.
  { path: '/payroll/cooperative-fund', layout: 'default', permission: 'payroll.cooperative-fund', page: () => import('../features/payroll/funds/FundListPage') },
  { path: '/payroll/cooperative-fund/add', layout: 'default', permission: 'payroll.cooperative-fund', page: () => import('../features/payroll/funds/FundFormPage') },
  { path: '/payroll/cooperative-fund/:id', layout: 'default', permission: 'payroll.cooperative-fund', page: () => import('../features/payroll/funds/FundPage') },
  { path: '/payroll/cooperative-fund/:id/edit', layout: 'default', permission: 'payroll.cooperative-fund', page: () => import('../features/payroll/funds/FundFormPage') },
  { path: '/payroll/saving-fund', layout: 'default', permission: 'payroll.saving-fund', page: () => import('../features/payroll/funds/FundListPage') },
  { path: '/payroll/saving-fund/addSavingFund', layout: 'default', permission: 'payroll.saving-fund', page: () => import('../features/payroll/funds/FundFormPage') },
  { path: '/payroll/saving-fund/:id', layout: 'default', permission: 'payroll.saving-fund', page: () => import('../features/payroll/funds/FundPage') },
  { path: '/payroll/saving-fund/:id/edit', layout: 'default', permission: 'payroll.saving-fund', page: () => import('../features/payroll/funds/FundFormPage') },
  { path: '/payroll/education-loan', layout: 'default', permission: 'payroll.education-loan', page: () => import('../features/payroll/funds/FundListPage') },
  { path: '/payroll/education-loan/add', layout: 'default', permission: 'payroll.education-loan', page: () => import('../features/payroll/funds/FundFormPage') },
  { path: '/payroll/education-loan/:id', layout: 'default', permission: 'payroll.education-loan', page: () => import('../features/payroll/funds/FundPage') },
  { path: '/payroll/education-loan/:id/edit', layout: 'default', permission: 'payroll.education-loan', page: () => import('../features/payroll/funds/FundFormPage') },
  { path: '/payroll/legal-execution', layout: 'default', permission: 'payroll.legal-execution', page: () => import('../features/payroll/funds/FundListPage') },
  { path: '/payroll/legal-execution/add', layout: 'default', permission: 'payroll.legal-execution', page: () => import('../features/payroll/funds/FundFormPage') },
  { path: '/payroll/legal-execution/:id', layout: 'default', permission: 'payroll.legal-execution', page: () => import('../features/payroll/funds/FundPage') },
  { path: '/payroll/legal-execution/:id/edit', layout: 'default', permission: 'payroll.legal-execution', page: () => import('../features/payroll/funds/FundFormPage') },
  { path: '/employment-management/add-employee', layout: 'default', permission: 'employment-management.add-employee', page: () => import('../features/employees/pages/AddEmployeePage') },
  { path: '/employment-management/all-employee', layout: 'default', permission: 'employment-management.all-employee', page: () => import('../features/employee-list/AllEmployeePage') },
  { path: '/employment-management/all-employee/:id', layout: 'default', permission: 'employment-management.all-employee', page: () => import('../features/employee-record/EmployeeRecordPage') },
  { path: '/employment-management/all-employee/:id/edit', layout: 'default', permission: 'employment-management.all-employee', page: () => import('../features/employee-record/EmployeeRecordPage') },
  { path: '/employment-management/org-chart', layout: 'default', permission: 'employment-management.org-chart', page: () => import('../features/org-chart/OrgChartPage') },
  { path: '/report/all-employee-report', layout: 'default', permission: 'report.all-employee-report', page: () => import('../features/reports/EmployeeRegisterPage') },
  { path: '/report/attendance-daily-report', layout: 'default', permission: 'report.attendance-daily-report', page: () => import('../features/reports/AttendanceDailyReportPage') },
  { path: '/report/attendance-monthly-report', layout: 'default', permission: 'report.attendance-monthly-report', page: () => import('../features/reports/AttendanceMonthlyReportPage') },
  { path: '/report/self-attendance-report', layout: 'default', permission: 'report.self-attendance-report', page: () => import('../features/reports/SelfAttendanceReportPage') },
  { path: '/report/document-expiry-report', layout: 'default', permission: 'report.document-expiry-report', page: () => import('../features/reports/DocumentExpiryReportPage') },
  { path: '/report/leave-report', layout: 'default', permission: 'report.leave-report', page: () => import('../features/leave-reports/LeaveReportPage') },
  { path: '/report/leave-subordinate-report', layout: 'default', permission: 'report.leave-subordinate-report', page: () => import('../features/leave-reports/LeaveSubordinateReportPage') },
  { path: '/report/self-leave-report', layout: 'default', permission: 'report.self-leave-report', page: () => import('../features/leave-reports/SelfLeaveReportPage') },
  { path: '/employment-management/employee-working-management', layout: 'default', permission: 'employment-management.employee-working-management', page: () => import('../features/employment/EmploymentListPage') },
  { path: '/employment-management/employee-working-management/edit', layout: 'default', permission: 'employment-management.employee-working-management', page: () => import('../features/employment/EmploymentEditPage') },
  // Work schedules (issue 16 point 1): the month grid (HR and supervisors) and shift changes and trades.
  { path: '/working-schedule', layout: 'default', permission: 'working-schedule', page: () => import('../features/schedule/WorkingSchedulePage') },
  { path: '/employment-management/schedule-management', layout: 'default', permission: 'employment-management.schedule-management', page: () => import('../features/schedule/ScheduleManagementPage') },
  { path: '/employment-management/view-employee-info', layout: 'default', permission: 'employment-management.view-employee-info', page: () => import('../features/employment/TeamListPage') },
  { path: '/employment-management/view-employee-info/:id', layout: 'default', permission: 'employment-management.view-employee-info', page: () => import('../features/employment/SubordinateRecordPage') },
  // The approver's page: the id is the approver's own; the page sends any other (or none) to it.
  { path: '/employment-management/approval', layout: 'default', permission: 'employment-management.approval', page: () => import('../features/leave-approval/ApprovalPage') },
  { path: '/employment-management/approval/:id', layout: 'default', permission: 'employment-management.approval', page: () => import('../features/leave-approval/ApprovalPage') },
  // The routing check of the approval chains (issue 17): which steps and people a request would go through.
  { path: '/employment-management/approval/:id/test', layout: 'default', permission: 'employment-management.approval', page: () => import('../features/approval/RoutingCheckPage') },
  // Overtime (issue 17): the team's requests; each employee files theirs on their attendance page.
  { path: '/employment-management/ot', layout: 'default', permission: 'employment-management.ot', page: () => import('../features/overtime/OvertimePage') },
  { path: '/employment-management/leave-management', layout: 'default', permission: 'employment-management.leave-management', page: () => import('../features/leave-management/LeaveManagementPage') },
  { path: '/employment-management/leave-management/:id', layout: 'default', permission: 'employment-management.leave-management', page: () => import('../features/leave-management/LeaveViewPage') },
  // Attendance (issue 16 point 4): a supervisor's team by day, one person's month (/edit opens it on
  // the list to add punches), the add pages; HR's everyone by day and a person's month (its {id}
  // route is ours: the spec lists no sub-page of attendance-management, and HR needs one).
  { path: '/employment-management/attendance-subordinates', layout: 'default', permission: 'employment-management.attendance-subordinates', page: () => import('../features/attendance/TeamAttendancePage') },
  { path: '/employment-management/attendance-subordinates/add-timestamp', layout: 'default', permission: 'employment-management.attendance-subordinates', page: () => import('../features/attendance/AddPunchPage') },
  { path: '/employment-management/attendance-subordinates/add-ot-timestamp', layout: 'default', permission: 'employment-management.attendance-subordinates', page: () => import('../features/attendance/AddPunchPage') },
  { path: '/employment-management/attendance-subordinates/:id', layout: 'default', permission: 'employment-management.attendance-subordinates', page: () => import('../features/attendance/EmployeeAttendancePage') },
  { path: '/employment-management/attendance-subordinates/:id/edit', layout: 'default', permission: 'employment-management.attendance-subordinates', page: () => import('../features/attendance/EmployeeAttendancePage') },
  { path: '/employment-management/attendance-management', layout: 'default', permission: 'employment-management.attendance-management', page: () => import('../features/attendance/ManagementAttendancePage') },
  { path: '/employment-management/attendance-management/:id', layout: 'default', permission: 'employment-management.attendance-management', page: () => import('../features/attendance/EmployeeAttendancePage') },
  { path: '/employment-management/attendance-management/:id/edit', layout: 'default', permission: 'employment-management.attendance-management', page: () => import('../features/attendance/EmployeeAttendancePage') },
  // HR imports a time clock's punches (issue 16 point 2).
  { path: '/employment-management/attendance-management/import', layout: 'default', permission: 'employment-management.attendance-import', page: () => import('../features/timeclock/TimeclockImportPage') },
  { path: '/employment-management/sensitive-requests', layout: 'default', permission: 'employment-management.sensitive-requests', page: () => import('../features/sensitive/SensitiveRequestsPage') },
  { path: '/self-service/attendance', layout: 'default', permission: 'self-service.attendance', page: () => import('../features/attendance/MyAttendancePage') },
  // Announcements (issue 21 point 1): HR's list, form (add, edit), unsaved preview and view with read receipts; the employee's list,
  // reader and the form of those who may post to their own department (its route's permission is that right).
  { path: '/employment-management/announcement-management', layout: 'default', permission: 'employment-management.announcement-management', page: () => import('../features/announcement/AnnouncementListPage') },
  { path: '/employment-management/announcement-management/add', layout: 'default', permission: 'employment-management.announcement-management', page: () => import('../features/announcement/AnnouncementFormPage') },
  { path: '/employment-management/announcement-management/preview', layout: 'default', permission: 'employment-management.announcement-management', page: () => import('../features/announcement/AnnouncementPreviewPage') },
  { path: '/employment-management/announcement-management/:id', layout: 'default', permission: 'employment-management.announcement-management', page: () => import('../features/announcement/AnnouncementDetailsPage') },
  { path: '/employment-management/announcement-management/:id/edit', layout: 'default', permission: 'employment-management.announcement-management', page: () => import('../features/announcement/AnnouncementFormPage') },
  { path: '/self-service/announcement', layout: 'default', permission: 'self-service.announcement', page: () => import('../features/announcement/SelfAnnouncementPage') },
  { path: '/self-service/announcement/addAnoucement', layout: 'default', permission: 'action.announcement.post-own-department', page: () => import('../features/announcement/PostOwnPage') },
  { path: '/self-service/announcement/:id', layout: 'default', permission: 'self-service.announcement', page: () => import('../features/announcement/AnnouncementReaderPage') },
  // Warning letters (issue 21 point 2): HR's list, form (add; a draft's edit, a sent letter read only) and unsaved PDF preview;
  // the employee's letters and one letter with its acknowledgement (the mailed link lands there).
  { path: '/employment-management/warning-letter-management', layout: 'default', permission: 'employment-management.warning-letter-management', page: () => import('../features/warning-letter/WarningListPage') },
  { path: '/employment-management/warning-letter-management/add', layout: 'default', permission: 'employment-management.warning-letter-management', page: () => import('../features/warning-letter/WarningFormPage') },
  { path: '/employment-management/warning-letter-management/preview', layout: 'default', permission: 'employment-management.warning-letter-management', page: () => import('../features/warning-letter/WarningPreviewPage') },
  { path: '/employment-management/warning-letter-management/:id/edit', layout: 'default', permission: 'employment-management.warning-letter-management', page: () => import('../features/warning-letter/WarningFormPage') },
  { path: '/self-service/warning-letter', layout: 'default', permission: 'self-service.warning-letter', page: () => import('../features/warning-letter/SelfWarningListPage') },
  { path: '/self-service/warning-letter/:id', layout: 'default', permission: 'self-service.warning-letter', page: () => import('../features/warning-letter/SelfWarningPage') },
  { path: '/employment-management/slip-online', layout: 'default', permission: 'employment-management.slip-online', page: () => import('../features/eslip/EslipListPage') },
  { path: '/employment-management/slip-online/create', layout: 'default', permission: 'employment-management.slip-online', page: () => import('../features/eslip/EslipFormPage') },
  { path: '/employment-management/slip-online/:id', layout: 'default', permission: 'employment-management.slip-online', page: () => import('../features/eslip/EslipPage') },
  { path: '/self-service/payslip', layout: 'default', permission: 'self-service.payslip', page: () => import('../features/payroll/SelfPayslipPage') },
  { path: '/self-service/my-profile', layout: 'default', permission: 'self-service.my-profile', page: () => import('../features/employee-record/MyProfilePage') },
  { path: '/self-service/my-profile/edit', layout: 'default', permission: 'self-service.my-profile', page: () => import('../features/employee-record/MyProfilePage') },
  // The user menu's "Profile": every member's own account, so no menu permission of its own.
  { path: '/self-service/profile', layout: 'default', page: () => import('../features/profile/ProfilePage') },
  // Every member's own notices (issue 15 point 6), the bell's full list: no menu permission of its own either.
  { path: '/notifications', layout: 'default', page: () => import('../features/inbox/InboxPage') },
  // The employee's leave: my balance and requests, the form (new, and the spec's two edit pages, which
  // take ?id=), the list of requests that may still be edited, and one request.
  { path: '/self-service/leave-request', layout: 'default', permission: 'self-service.leave-request', page: () => import('../features/leave-request/LeaveRequestPage') },
  { path: '/self-service/leave-request/addLeavePage', layout: 'default', permission: 'self-service.leave-request', page: () => import('../features/leave-request/AddLeavePage') },
  { path: '/self-service/leave-request/edit-index', layout: 'default', permission: 'self-service.leave-request', page: () => import('../features/leave-request/EditIndexPage') },
  { path: '/self-service/leave-request/EditLeavePage', layout: 'default', permission: 'self-service.leave-request', page: () => import('../features/leave-request/EditLeavePage') },
  { path: '/self-service/leave-request/editAddLeavePage', layout: 'default', permission: 'self-service.leave-request', page: () => import('../features/leave-request/EditLeavePage') },
  { path: '/self-service/leave-request/:id', layout: 'default', permission: 'self-service.leave-request', page: () => import('../features/leave-request/LeaveDetailsPage') },
  { path: '/system-settings/approval-chain', layout: 'default', permission: 'system-settings.approval-chain', page: () => import('../features/approval/ApprovalChainPage') },
  { path: '/system-settings/mail-outbox', layout: 'default', permission: 'system-settings.mail-outbox', page: () => import('../features/settings/pages/MailOutboxPage') },
  // Company outings leave the master registry (a name list, mail, cancellation): their own pages,
  // listed before the generic master route. Editing reuses /create with ?id= (the spec's routes
  // are the list, create, {id} and {id}/cancel).
  { path: '/system-settings/company-outing', layout: 'default', permission: 'system-settings.company-outing', page: () => import('../features/outing/OutingListPage') },
  { path: '/system-settings/company-outing/create', layout: 'default', permission: 'system-settings.company-outing', page: () => import('../features/outing/OutingFormPage') },
  { path: '/system-settings/company-outing/:id', layout: 'default', permission: 'system-settings.company-outing', page: () => import('../features/outing/OutingDetailsPage') },
  { path: '/system-settings/company-outing/:id/cancel', layout: 'default', permission: 'system-settings.company-outing', page: () => import('../features/outing/OutingCancelPage') },
  // Every declared master: one route resolves the declaration when the page loads, so the
  // registry stays out of the login page's scripts. The page checks the master's permission.
  // Its add / view / edit pages (add-brand, {id}, {id}/edit) are the same page with the drawer open,
  // so the list keeps its search and paging behind it.
  { path: '/system-settings/:master/*', layout: 'default', page: () => import('../features/masters/MasterListPage') },
];

/** Fixed paths that have a page (the side menu adds the declared masters, see SideMenu). */
export const ROUTE_PATHS = new Set(ROUTES.map((r) => r.path));
