import { type APIRequestContext } from '@playwright/test';
import { expect, test, apiLogin, demo, loggedIn } from '../fixtures';

/*
 * Issue 34 point 9: a person decides at most one step of a request. With the overtime chain "the
 * supervisor or the assistant, then the supervisor", the Supervisor approves step 1 in the inbox;
 * step 2, theirs alone, goes to their own supervisor: it is not in the Supervisor's inbox, and the
 * request's chain names who it went to.
 */

type Envelope<T> = { success: boolean; data: T; msg: { code: number; text: string } };
async function call<T>(request: APIRequestContext, token: string, path: string, data: object): Promise<Envelope<T>> {
  return (await request.post(`/api${path}`, { headers: { authorization: token }, data })).json() as Promise<Envelope<T>>;
}
/** A weekday some weeks ahead in Bangkok (away from the dates other overtime tests file). */
function weekdayAhead(days: number): string {
  for (let d = days; ; d++) {
    const iso = new Date(Date.now() + 7 * 3600_000 + d * 86_400_000).toISOString().slice(0, 10);
    const wd = new Date(`${iso}T00:00:00Z`).getUTCDay();
    if (wd >= 1 && wd <= 5) return iso;
  }
}
type Step = { status: string; approvers: Array<{ employeeCode: string; name: string }> };

test('the supervisor who decided step 1 does not get step 2: it leaves their inbox, and the chain names who it went to', async ({ page, request }, info) => {
  const hr = await apiLogin(request, demo('HR'));
  const emp = await apiLogin(request, demo('Employee'));
  const setChain = async (steps: object[]) => expect((await call(request, hr, '/1.1/save/approval/chain', { companyId: null, requestType: 'overtime', steps })).success).toBe(true);
  const dates = [weekdayAhead(50), weekdayAhead(52)];
  // A retry starts clean: the Employee's pending requests of these dates are withdrawn.
  const mine = await call<{ items: Array<{ id: string; date: string; status: string }> }>(request, emp, '/1.0/search/empOverTime/self', { pageSize: 200 });
  for (const r of mine.data.items.filter((x) => dates.includes(x.date) && x.status === 'pending')) await call(request, emp, '/1.0/cancel/empOverTime', { id: r.id });
  await setChain([{ kind: 'supervisorOrAssistant' }, { kind: 'supervisor' }]);
  const ids: string[] = [];
  for (const date of dates) {
    const filed = await call<{ id: string }>(request, emp, '/1.0/save/empOverTime', { date, startTime: '21:00', endTime: '22:00', reason: 'Month-end closing' });
    expect(filed.success, filed.msg.text).toBe(true);
    ids.push(filed.data.id);
  }
  const [decided, waiting] = ids as [string, string];

  const sup = await loggedIn(page, request, 'Supervisor');
  await page.goto('/#/employment-management/approval?tab=overtime');
  const row = (id: string) => page.getByTestId('ot-table').locator(`tr[data-row-key="${id}"]`);
  await row(decided).getByTestId(`ot-approve-${decided}`).click();
  await page.locator('#decision-ok').click();
  await expect(row(decided)).toHaveCount(0);
  // Step 2 is open now, and not for the Supervisor: after a reload the inbox lists the other request only.
  await page.reload();
  await expect(row(waiting)).toBeVisible();
  await expect(row(decided)).toHaveCount(0);

  const view = await call<{ steps: Step[] }>(request, sup, '/1.0/get/empOverTime', { id: decided });
  expect(view.data.steps.map((s) => s.status)).toEqual(['approved', 'open']);
  const next = view.data.steps[1]!.approvers[0]!;
  expect(next.employeeCode).not.toBe(demo('Supervisor').employeeId);
  // The request's chain names the person step 2 went to, and why.
  await page.goto(`/#/employment-management/ot?view=${decided}`);
  const drawer = page.getByTestId('ot-drawer');
  await expect(drawer.getByTestId('step-title')).toHaveCount(2);
  await expect(drawer.getByTestId('step-note')).toContainText(`decides an earlier step of this request; ${next.name} decides this one`);
  await expect(drawer.getByTestId('step-body').nth(1)).toContainText(`${next.employeeCode} ${next.name}`);
  await page.screenshot({ path: info.outputPath('one-step-per-person-en.png'), fullPage: true });

  for (const id of ids) await call(request, emp, '/1.0/cancel/empOverTime', { id });
  await setChain([]);
});
