import AxeBuilder from '@axe-core/playwright';
import { type Locator, type Page } from '@playwright/test';
import { expect, test, loggedIn } from '../fixtures';

/*
 * Issue 15 point 1: the most used pages have no serious or critical WCAG 2 A/AA problem that
 * axe-core finds (contrast, names of controls, ARIA structure), and every field of a form is named
 * by its label. One page load per check; the logins are the run's (loggedIn).
 */

type Lang = 'en' | 'th' | 'km';

/**
 * The serious and critical WCAG 2 A/AA violations axe-core finds on the page as it is now, one line
 * per element: rule, impact, where, and axe's message (with the colours and ratio of a contrast).
 */
async function seriousViolations(page: Page): Promise<string[]> {
  const { violations } = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa']).analyze();
  return violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').flatMap((v) => v.nodes.map((n) =>
    `${v.id} (${v.impact}) at ${n.target.join(' ')}: ${(n.failureSummary ?? v.help).replace(/\s+/g, ' ')} [${n.html.slice(0, 120)}]`));
}

/** Fails, soft (the test goes on to its next state), naming every violation so the next developer sees what broke. */
async function expectAccessible(page: Page, what: string) {
  expect.soft(await seriousViolations(page), `axe-core: serious or critical WCAG 2 A/AA violations on ${what}`).toEqual([]);
}

/** Waits until the page has drawn its data: the page's own marks of being loaded are there, and no spinner or skeleton. */
async function settled(page: Page, loaded: Locator | Locator[]) {
  for (const mark of [loaded].flat()) await expect(mark.first()).toBeAttached();
  await expect(page.locator('.ant-spin-spinning, .ant-skeleton-active, .ant-select-loading')).toHaveCount(0);
}

const tableRow = (page: Page, testId: string) => page.getByTestId(testId).locator('tbody tr.ant-table-row');
const prefix = (lang: Lang) => (lang === 'en' ? '' : `/${lang}`);

type Visit = { name: string; role?: string; path: string; loaded: (page: Page) => Locator | Locator[]; langs?: Lang[] };

/** The pages of issue 15 point 1 (the leave form, a master's drawer and a form showing its errors have tests of their own below). */
const PAGES: Visit[] = [
  { name: 'login', path: '/auth', loaded: (p) => p.getByTestId('company').locator('option', { hasText: 'AMN - ' }), langs: ['en', 'th', 'km'] },
  { name: 'forgot password', path: '/auth/forgot-password', loaded: (p) => p.getByTestId('company').locator('option', { hasText: 'AMN - ' }) },
  // Issue 18: the self dashboard's cards (loaded: the balances and the month), the approver's, a section page.
  { name: 'dashboard', role: 'Employee', path: '/dashboard', loaded: (p) => [p.getByTestId('employee-code'), p.getByTestId('balance-SICK'), p.getByTestId('month-legend')], langs: ['en', 'th', 'km'] },
  { name: 'supervisor dashboard', role: 'Supervisor', path: '/dashboard', loaded: (p) => [p.getByTestId('waiting-leave'), p.getByTestId('balance-SICK')] },
  // Issue 18 point 2: the HR dashboard (its chart and figures loaded).
  { name: 'hr dashboard', role: 'HR', path: '/dashboard', loaded: (p) => [p.getByTestId('attendance-legend'), p.getByTestId('figure-active'), p.getByTestId('away-card').locator('.ant-list, .ant-empty')], langs: ['en', 'th', 'km'] },
  { name: 'employment management section', role: 'HR', path: '/employment-management', loaded: (p) => p.getByTestId('section-card-employment-management.approval') },
  { name: 'employee register', role: 'HR', path: '/report/all-employee-report', loaded: (p) => tableRow(p, 'register-table'), langs: ['en', 'th', 'km'] },
  { name: 'daily attendance report', role: 'HR', path: '/report/attendance-daily-report', loaded: (p) => [tableRow(p, 'attendance-table'), p.getByTestId('daily-counts')], langs: ['en', 'th'] },
  { name: 'monthly attendance report', role: 'HR', path: '/report/attendance-monthly-report', loaded: (p) => [tableRow(p, 'monthly-table'), p.getByTestId('monthly-legend')], langs: ['en', 'th'] },
  { name: 'my attendance report', role: 'Employee', path: '/report/self-attendance-report', loaded: (p) => p.getByTestId('monthly-figures') },
  { name: 'diagnostics', role: 'Administrator', path: '/test', loaded: (p) => p.getByTestId('part-maintenance'), langs: ['en', 'km'] },
  { name: 'my profile', role: 'Employee', path: '/self-service/my-profile', loaded: (p) => p.getByRole('tab'), langs: ['en', 'th'] },
  { name: 'my leave report', role: 'Employee', path: '/report/self-leave-report', loaded: (p) => p.getByTestId('self-as-of') },
  { name: 'all employees', role: 'HR', path: '/employment-management/all-employee', loaded: (p) => tableRow(p, 'employee-table') },
  // Issue 16's pages: my month (calendar and list), HR's attendance list, the roster grid and the time-clock import.
  { name: 'my attendance', role: 'Employee', path: '/self-service/attendance', loaded: (p) => [p.getByTestId('attendance-calendar'), p.getByTestId('attendance-totals')], langs: ['en', 'th'] },
  { name: 'attendance management', role: 'HR', path: '/employment-management/attendance-management', loaded: (p) => tableRow(p, 'attendance-table') },
  { name: 'working schedule', role: 'HR', path: '/working-schedule', loaded: (p) => p.getByTestId('working-schedule-page').locator('[data-testid^="cell-"]') },
  { name: 'time clock import', role: 'HR', path: '/employment-management/attendance-management/import', loaded: (p) => p.getByTestId('timeclock-steps') },
  // Issue 17's pages: my overtime requests, the team's overtime and the approval chains.
  { name: 'my overtime', role: 'Employee', path: '/self-service/attendance?tab=overtime', loaded: (p) => [p.getByTestId('ot-new'), p.getByTestId('ot-table')], langs: ['en', 'th'] },
  { name: 'overtime', role: 'HR', path: '/employment-management/ot', loaded: (p) => p.getByTestId('ot-table') },
  { name: 'my on-site work', role: 'Employee', path: '/self-service/attendance?tab=onsite', loaded: (p) => [p.getByTestId('onsite-new'), p.getByTestId('onsite-table')] },
  { name: 'approval chains', role: 'HR', path: '/system-settings/approval-chain', loaded: (p) => tableRow(p, 'chain-steps') },
  // Issue 19: the salary calculator (its explanation loaded) and the salary periods.
  { name: 'salary calculator', role: 'Accountant', path: '/payroll/salary-calculator', loaded: (p) => [p.getByTestId('working-annual-tax'), p.getByTestId('figure-netPay')], langs: ['en', 'th'] },
  { name: 'salary periods', role: 'Accountant', path: '/payroll/salary-period', loaded: (p) => p.getByTestId('period-table').locator('.ant-table-row, .ant-empty') },
  // Issue 19 point 5: a fund's list and an account's form.
  { name: 'cooperative fund', role: 'Accountant', path: '/payroll/cooperative-fund', loaded: (p) => p.getByTestId('fund-table').locator('.ant-table-row, .ant-empty') },
  { name: 'education loan form', role: 'Accountant', path: '/payroll/education-loan/add', loaded: (p) => p.getByTestId('fund-form') },
  { name: 'my payslips', role: 'Employee', path: '/self-service/payslip', loaded: (p) => [p.getByTestId('payslip-list'), p.getByTestId('tax-certificates').locator('.ant-list')], langs: ['en', 'th'] },
  { name: 'online payslips', role: 'HR', path: '/employment-management/slip-online', loaded: (p) => p.getByTestId('eslip-table').locator('.ant-table-row, .ant-empty') },
  { name: 'legal execution orders', role: 'Accountant', path: '/payroll/legal-execution', loaded: (p) => p.getByTestId('fund-table').locator('.ant-table-row, .ant-empty') },
  { name: 'leave report', role: 'HR', path: '/report/leave-report', loaded: (p) => [tableRow(p, 'leave-summary-table'), p.getByTestId('leave-chart-svg')], langs: ['en', 'th'] },
  // Issue 21: announcements and warning letters, HR's and the employee's.
  { name: 'announcements', role: 'HR', path: '/employment-management/announcement-management', loaded: (p) => p.getByTestId('announcement-table').locator('.ant-table-row, .ant-table-placeholder') },
  { name: 'announcement form', role: 'HR', path: '/employment-management/announcement-management/add', loaded: (p) => p.getByTestId('announcement-form'), langs: ['en', 'th'] },
  { name: 'my announcements', role: 'Employee', path: '/self-service/announcement', loaded: (p) => p.getByTestId('self-announcement-list').locator('.ant-list-item, .ant-empty'), langs: ['en', 'th'] },
  { name: 'warning letters', role: 'HR', path: '/employment-management/warning-letter-management', loaded: (p) => p.getByTestId('warning-table').locator('.ant-table-row, .ant-table-placeholder') },
  { name: 'warning letter form', role: 'HR', path: '/employment-management/warning-letter-management/add', loaded: (p) => p.getByTestId('warning-form'), langs: ['en', 'th'] },
  { name: 'my warning letters', role: 'Employee', path: '/self-service/warning-letter', loaded: (p) => p.getByTestId('self-warning-list').locator('.ant-list-item, .ant-empty') },
];

for (const visit of PAGES) {
  for (const lang of visit.langs ?? ['en']) {
    test(`${visit.name} (${lang}) has no serious or critical accessibility problem`, async ({ page, request }) => {
      if (visit.role) await loggedIn(page, request, visit.role);
      await page.goto(`/#${prefix(lang)}${visit.path}`);
      await settled(page, visit.loaded(page));
      await expectAccessible(page, `${visit.name} (${lang})`);
    });
  }
}

// The dark theme (the user's choice in the top bar) has its own text colours: the same pages
// without a serious or critical problem there too.
for (const visit of PAGES.filter((v) => ['dashboard', 'all employees', 'leave report', 'my leave report'].includes(v.name))) {
  test(`${visit.name} in the dark theme has no serious or critical accessibility problem`, async ({ page, request }) => {
    await page.addInitScript(() => localStorage.setItem('hr.dark', 'true'));
    if (visit.role) await loggedIn(page, request, visit.role);
    await page.goto(`/#${visit.path}`);
    await settled(page, visit.loaded(page));
    await expect(page.locator('.ant-layout').first()).toHaveCSS('background-color', 'rgb(0, 0, 0)');
    await expectAccessible(page, `${visit.name} (dark)`);
  });
}

for (const lang of ['en', 'th', 'km'] as const) {
  test(`the leave request page and the leave form opened from it (${lang}) have no serious or critical accessibility problem`, async ({ page, request }) => {
    await loggedIn(page, request, 'Employee');
    await page.goto(`/#${prefix(lang)}/self-service/leave-request`);
    await settled(page, tableRow(page, 'leave-table'));
    await expectAccessible(page, `the leave request page (${lang})`);

    await page.getByTestId('add-leave').click();
    await settled(page, page.getByTestId('leave-form'));
    await expectAccessible(page, `the leave form (${lang})`);
    await expectLabelledFields(page.getByTestId('leave-form'));
  });
}

for (const lang of ['en', 'th', 'km'] as const) {
  test(`add employee (${lang}), empty and showing its errors, has no serious or critical accessibility problem`, async ({ page, request }) => {
    await loggedIn(page, request, 'HR');
    await page.goto(`/#${prefix(lang)}/employment-management/add-employee`);
    await settled(page, page.getByTestId('add-employee-form'));
    await expectAccessible(page, `add employee (${lang})`);
    await expectLabelledFields(page.getByTestId('add-employee-form'));

    // Saving the empty form marks every required field: the messages must be readable too.
    await page.getByTestId('save').click();
    await expect(page.locator('.ant-form-item-explain-error').first()).toBeVisible();
    await expectAccessible(page, `add employee with its errors (${lang})`);
  });
}

for (const lang of ['en', 'km'] as const) {
  test(`leave management and its team calendar (${lang}) have no serious or critical accessibility problem`, async ({ page, request }) => {
    await loggedIn(page, request, 'HR');
    await page.goto(`/#${prefix(lang)}/employment-management/leave-management`);
    await settled(page, tableRow(page, 'leave-table'));
    await expectAccessible(page, `leave management (${lang})`);

    await page.getByTestId('tab-calendar').click();
    await settled(page, page.getByTestId('cal-grid'));
    await expectAccessible(page, `the team calendar (${lang})`);
  });
}

for (const lang of ['en', 'th'] as const) {
  test(`holidays and the holiday drawer (${lang}) have no serious or critical accessibility problem`, async ({ page, request }) => {
    await loggedIn(page, request, 'HR');
    await page.goto(`/#${prefix(lang)}/system-settings/holiday-master`);
    await settled(page, tableRow(page, 'master-table'));
    await expectAccessible(page, `holidays (${lang})`);

    await page.getByTestId('add').click();
    const drawer = page.getByTestId('master-form');
    await settled(page, drawer);
    await expectAccessible(page, `the add-holiday drawer (${lang})`);
    await expectLabelledFields(drawer);
  });
}

/**
 * Every field of the form is named by its label, as a sighted user reads it: each visible input,
 * select and text area has a name, the label's text finds the field (getByLabel), and a click on
 * the label puts the cursor in it. A group of radio buttons is named by its label as a group.
 */
async function expectLabelledFields(form: Locator) {
  const page = form.page();
  const controls = form.locator('input:not([type=hidden]):not([type=file]):visible, textarea:visible, [role=combobox]:visible');
  expect(await controls.count(), 'the form shows fields').toBeGreaterThan(2);
  for (const control of await controls.all()) await expect.soft(control).toHaveAccessibleName(/\S/);

  const items = form.locator('.ant-form-item').filter({ visible: true }).filter({ has: page.locator('.ant-form-item-label label') });
  expect(await items.count(), 'the form has labelled fields').toBeGreaterThan(2);
  for (const item of await items.all()) {
    const label = item.locator('.ant-form-item-label label');
    const text = (await label.textContent())!.trim();
    const group = item.getByRole('radiogroup');
    if (await group.count()) {
      await expect.soft(form.getByRole('radiogroup', { name: text, exact: true }), `the options of "${text}"`).toBeVisible();
      continue;
    }
    const field = item.locator('input:not([type=hidden]):not([type=file]), textarea, button:not(.ant-picker-clear)').first();
    await expect.soft(field, `the field labelled "${text}"`).toHaveAccessibleName(text);
    await expect.soft(form.getByLabel(text, { exact: true }), `getByLabel("${text}")`).toHaveCount(1);
    // A click on the label of a typed field (text, number, date, search in a select) puts the cursor in it.
    if (await field.evaluate((el) => el instanceof HTMLInputElement || el instanceof HTMLTextAreaElement) && await field.isEnabled()) {
      await label.click();
      await expect.soft(field, `a click on "${text}" focuses its field`).toBeFocused();
      // Leaving the field closes the list or calendar it opened, which could lie over the next label.
      await field.blur();
      await expect(page.locator('.ant-select-dropdown, .ant-picker-dropdown').filter({ visible: true })).toHaveCount(0);
    }
  }
}
