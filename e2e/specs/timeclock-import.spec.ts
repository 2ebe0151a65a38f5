import { expect, test, demoLogins, loggedIn } from '../fixtures';

/*
 * Issue 16 point 2, time-clock import: HR uploads a ZKTeco-style export of the company's scanner,
 * the columns are recognised, the preview names the unknown id and the bad line, and the import
 * writes the new punches and says so. In English and in Thai.
 */

type Lang = 'en' | 'th';
const TEXT: Record<Lang, { imported: string; skipped: string; badColumn: string; confirmOk: string }> = {
  en: { imported: '2 punches imported', skipped: 'Skipped: already imported 0, unknown ID 1, bad lines 1.', badColumn: 'Line 5, column “Time”', confirmOk: 'Import' },
  th: { imported: 'นำเข้าแล้ว 2 รายการ', skipped: 'ข้าม: นำเข้าแล้ว 0 รายการ ไม่พบรหัส 1 บรรทัด ผิดพลาด 1 บรรทัด', badColumn: 'บรรทัดที่ 5 คอลัมน์ “Time”', confirmOk: 'นำเข้า' },
};

/** d/m/yyyy of a day some weeks back, different for each run, so a run's punches are new (a retry's are not: it reads them as already imported). */
function pastDate(seed: number): string {
  const d = new Date(Date.now() - (20 + (seed % 200)) * 86_400_000);
  return `${d.getUTCDate()}/${d.getUTCMonth() + 1}/${d.getUTCFullYear()}`;
}

for (const lang of ['en', 'th'] as const) {
  test(`${lang}: HR imports a time clock's CSV, sees the unknown id and the bad line named, then the result`, async ({ page, request }, info) => {
    const hr = demoLogins().find((l) => l.role === 'HR')!;
    const employee = demoLogins().find((l) => l.role === 'Employee' && l.company === hr.company)!;
    const seed = Math.floor(Date.now() / 1000) + (lang === 'th' ? 7 : 0);
    const date = pastDate(seed);
    const second = String(seed % 60).padStart(2, '0');
    const csv = [
      'AC-No.,Name,Time,State',
      `${hr.employeeId},HR,${date} 07:51:${second},C/In`,
      `${employee.employeeId},Employee,${date} 08:02:${second},C/In`,
      '99999,Visitor,' + `${date} 09:00:00,C/In`,
      `${employee.employeeId},Employee,31/02/2026 17:00,C/Out`,
    ].join('\r\n');

    await loggedIn(page, request, 'HR');
    await page.goto(lang === 'en' ? '/#/employment-management/attendance-management/import' : '/#/th/employment-management/attendance-management/import');
    await expect(page.getByTestId('timeclock-page')).toBeVisible();
    // The menu has the page where attendance management is.
    await expect(page.getByTestId('menu-employment-management.attendance-import')).toBeAttached();
    await expect(page.getByTestId('field-companyId')).toContainText(/\S/);

    await page.locator('input[type=file]').setInputFiles({ name: 'zkteco.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) });
    await page.getByTestId('timeclock-upload').click();

    // Recognised (or, after an earlier run in this server, remembered) columns, with the file's first lines.
    await expect(page.getByTestId('mapping-source')).toBeVisible();
    await expect(page.getByTestId('mapping-sample')).toContainText('Visitor');
    await expect(page.getByTestId('field-idColumn')).toContainText('AC-No.');
    await expect(page.getByTestId('field-dateTimeColumn')).toContainText('Time');
    await expect(page.getByTestId('field-stateColumn')).toContainText('State');
    await page.screenshot({ path: info.outputPath(`timeclock-mapping-${lang}.png`), fullPage: true });
    await page.getByTestId('mapping-preview').click();

    const preview = page.getByTestId('timeclock-preview');
    await expect(preview).toBeVisible();
    await expect(page.getByTestId('count-lines')).toContainText('4');
    await expect(page.getByTestId('count-new')).toContainText('2');
    await expect(page.getByTestId('count-unknown')).toContainText('1');
    await expect(page.getByTestId('count-bad')).toContainText('1');
    await expect(page.getByTestId('unknown-ids')).toContainText('99999');
    await expect(page.getByTestId('bad-lines')).toContainText(TEXT[lang].badColumn);
    await expect(page.getByTestId('bad-lines')).toContainText('31/02/2026 17:00');
    await page.screenshot({ path: info.outputPath(`timeclock-preview-${lang}.png`), fullPage: true });

    await page.getByTestId('timeclock-import').click();
    await page.getByRole('dialog').getByRole('button', { name: TEXT[lang].confirmOk, exact: true }).click();
    const result = page.getByTestId('timeclock-result');
    await expect(result).toContainText(TEXT[lang].imported);
    await expect(result).toContainText(TEXT[lang].skipped);
    await page.screenshot({ path: info.outputPath(`timeclock-result-${lang}.png`), fullPage: true });

    // The same file again adds nothing: its punches are already there.
    await page.getByTestId('timeclock-again').click();
    await page.locator('input[type=file]').setInputFiles({ name: 'zkteco.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) });
    await page.getByTestId('timeclock-upload').click();
    await expect(page.getByTestId('mapping-source')).toBeVisible();
    await page.getByTestId('mapping-preview').click();
    await expect(page.getByTestId('count-new')).toContainText('0');
    await expect(page.getByTestId('count-duplicates')).toContainText('2');
    await expect(page.getByTestId('timeclock-import')).toBeDisabled();
  });
}

/*
 * Issue 34 point 1: a ZKTeco GLog export ("No.,TMNo.,EnNo.,…,DateTime") is read by its enrolment
 * number, never its row number; the preview names each matched employee with their punches and
 * lists the line of the ID nobody has; HR imports, then rolls the import back whole.
 */
test('en: HR imports a ZKTeco GLog export, sees whom it matched, then rolls the import back', async ({ page, request }) => {
  const hr = demoLogins().find((l) => l.role === 'HR')!;
  const employee = demoLogins().find((l) => l.role === 'Employee' && l.company === hr.company)!;
  const seed = Math.floor(Date.now() / 1000) + 13;
  const [d, m, y] = pastDate(seed).split('/');
  const day = `${y}/${m!.padStart(2, '0')}/${d!.padStart(2, '0')}`;
  const s = String(seed % 60).padStart(2, '0');
  const glog = [
    'No.,TMNo.,EnNo.,Name,GMNo.,Mode,In/Out,Antipass,ProxyWork,DateTime',
    `1,1,${employee.employeeId},Employee,1,1,DutyOn,0,0,${day}  08:02:${s}`,
    `2,1,${hr.employeeId},HR,1,1,DutyOn,0,0,${day}  07:51:${s}`,
    `3,1,${employee.employeeId},Employee,1,1,DutyOff,0,0,${day}  12:00:${s}`,
    '4,1,99999,Visitor,1,1,DutyOn,0,0,' + `${day}  09:00:00`,
    `5,1,${employee.employeeId},Employee,1,1,DutyOn,0,0,${day}  13:01:${s}`,
    `6,1,${hr.employeeId},HR,1,1,DutyOff,0,0,${day}  17:10:${s}`,
  ].join('\r\n');

  await loggedIn(page, request, 'HR');
  await page.goto('/#/employment-management/attendance-management/import');
  await expect(page.getByTestId('field-companyId')).toContainText(/\S/);
  await page.locator('input[type=file]').setInputFiles({ name: 'GLog_001.csv', mimeType: 'text/csv', buffer: Buffer.from(glog) });
  await page.getByTestId('timeclock-upload').click();

  await expect(page.getByTestId('mapping-format')).toHaveText('Recognised export: ZKTeco attendance log (GLog)');
  await expect(page.getByTestId('field-idColumn')).toContainText('EnNo.');
  await expect(page.getByTestId('field-matchByNumber')).not.toBeChecked();
  await page.getByTestId('mapping-preview').click();

  const matched = page.getByTestId('matched-employees');
  const rowOf = (code: string) => matched.getByRole('row').filter({ has: page.getByRole('cell', { name: code, exact: true }) });
  // Code, name, the ID in the file, punches, new ones.
  for (const [code, punches] of [[employee.employeeId, '3'], [hr.employeeId, '2']] as const) {
    const cells = rowOf(code).getByRole('cell');
    await expect(cells).toHaveCount(5);
    await expect(cells.nth(1)).toHaveText(/\S/);
    await expect(cells.nth(3)).toHaveText(punches);
    await expect(cells.nth(4)).toHaveText(punches);
  }
  await expect(matched.getByRole('row')).toHaveCount(3);
  const unknown = page.getByTestId('unknown-ids').getByRole('row').filter({ hasText: '99999' });
  await expect(unknown.getByRole('cell')).toHaveText(['99999', '1', '5']);
  await expect(page.getByTestId('count-employees')).toContainText('2');

  await page.getByTestId('timeclock-import').click();
  await page.getByRole('dialog').getByRole('button', { name: 'Import', exact: true }).click();
  await expect(page.getByTestId('timeclock-result')).toContainText('5 punches imported');

  await page.getByTestId('timeclock-rollback').click();
  const dialog = page.getByRole('dialog');
  await expect(page.getByTestId('reason-ok')).toBeDisabled();
  const reason = `Exported from the wrong scanner (${seed})`;
  await dialog.getByLabel('Reason').fill(reason);
  await page.getByTestId('reason-ok').click();
  await expect(page.getByTestId('timeclock-rolled-back')).toHaveText('Import rolled back: 5 punches voided.');
  await expect(page.getByTestId('timeclock-rollback')).toHaveCount(0);
  // The page's list of recent imports says it was rolled back, by whom and why.
  await page.getByTestId('timeclock-again').click();
  const batch = page.getByTestId('timeclock-batches').getByRole('row').filter({ hasText: reason });
  await expect(batch).toContainText('GLog_001.csv');
  await expect(batch.getByTestId('batch-rolled-back')).toContainText(`Rolled back by `);
  await expect(batch.getByTestId('batch-rollback')).toHaveCount(0);
});
