import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { col, xlsxFile, xlsxName, type ExcelOptions } from './excel';

const columns = [col.text('Code'), col.date('Joined'), col.dateTime('Filed at'), col.time('Starts'), col.integer('Members'), col.days('Days'), col.money('Budget'), col.decimal('Latitude', 6)];
async function openBook(opts: ExcelOptions, sheets: Array<{ name: string; rows: unknown[][] }>) {
  const wb = new ExcelJS.Workbook();
  await wb.xlsx.load(await xlsxFile(opts, sheets.map((x) => ({ ...x, columns }))) as unknown as ArrayBuffer);
  return wb;
}
const open = async (opts: ExcelOptions, rows: unknown[][]) => (await openBook(opts, [{ name: 'Leave: 2026/27 [draft]', rows }])).worksheets[0]!;

describe('the Excel export helper', () => {
  it('writes real dates, times and numbers with their display formats, in the reader\'s era', async () => {
    const row = ['0012', '2026-11-24', '2026-11-24T01:30:00.000Z', '08:30', 1234, 1680.5, '1500.00', 13.756331];
    const th = await open({ lang: 'th', timeZone: 'Asia/Bangkok' }, [row]);
    const [code, joined, filed, starts, members, days, budget, lat] = (th.getRow(2).values as unknown[]).slice(1) as unknown[];
    // An employee code made of digits stays text: its leading zeros are part of it.
    expect(code).toBe('0012');
    expect(joined).toEqual(new Date('2026-11-24T00:00:00.000Z'));
    // The instant in the company's time zone: 01:30 UTC is 08:30 in Bangkok.
    expect(filed).toEqual(new Date('2026-11-24T08:30:00.000Z'));
    expect(starts).toEqual(new Date('1899-12-30T08:30:00.000Z'));
    expect([members, days, budget, lat]).toEqual([1234, 1680.5, 1500, 13.756331]);
    expect(th.getRow(2).getCell(2).type).toBe(ExcelJS.ValueType.Date);
    expect([2, 3, 4, 5, 6, 7, 8].map((c) => th.getColumn(c).numFmt)).toEqual([
      '[$-107041E]d mmm yyyy', '[$-107041E]d mmm yyyy hh:mm', 'hh:mm', '#,##0', '#,##0.0', '#,##0.00', '#,##0.000000',
    ]);
    expect(th.getRow(2).getCell(2).numFmt).toBe('[$-107041E]d mmm yyyy');

    const en = await open({ lang: 'en' }, [row]);
    expect(en.getRow(2).getCell(2).numFmt).toBe('[$-409]d mmm yyyy');
    // Without a time zone the instant is written in UTC.
    expect(en.getRow(2).getCell(3).value).toEqual(new Date('2026-11-24T01:30:00.000Z'));
    for (const lang of ['km', 'my'] as const) expect((await open({ lang }, [row])).getRow(2).getCell(2).numFmt).toBe('[$-409]dd/mm/yyyy');
  });

  it('freezes a bold header, filters the table, fits widths and names the sheet as Excel allows', async () => {
    const ws = await open({ lang: 'en' }, [['A1', null, null, null, null, null, null, null], ['B2-a much longer code than the header', null, null, null, 3, 0.5, 10, 1]]);
    expect(ws.name).toBe('Leave  2026 27  draft');
    expect(ws.views[0]).toMatchObject({ state: 'frozen', ySplit: 1, topLeftCell: 'A2' });
    expect(ws.autoFilter).toBe('A1:H3');
    expect(ws.getRow(1).getCell(1).font?.bold).toBe(true);
    expect(ws.getColumn(1).width).toBeGreaterThan(30);
    expect([2, 3, 4, 5, 6, 7, 8].map((c) => ws.getColumn(c).width! >= 10)).toEqual(Array(7).fill(true));
    expect(ws.getRow(2).getCell(2).value).toBeNull();
  });

  it('names each sheet\'s filtered range as Excel does, so LibreOffice shows the filter too', async () => {
    const wb = await openBook({ lang: 'en' }, [{ name: 'One', rows: [[], []] }, { name: 'Kim\'s', rows: [[]] }]);
    expect(wb.worksheets.map((ws) => ws.autoFilter)).toEqual(['A1:H3', 'A1:H2']);
    // ExcelJS reads one range per name, so each sheet's own is read from a file of its own.
    expect((await openBook({ lang: 'en' }, [{ name: 'One', rows: [[], []] }])).definedNames.getRanges('_xlnm._FilterDatabase').ranges).toEqual(['One!$A$1:$H$3']);
    expect((await openBook({ lang: 'en' }, [{ name: 'Kim\'s', rows: [[]] }])).definedNames.getRanges('_xlnm._FilterDatabase').ranges).toEqual(['\'Kim\'\'s\'!$A$1:$H$2']);
  });

  it('keeps formula-like text as text, and a value that does not fit its column as (escaped) text', async () => {
    const ws = await open({ lang: 'en' }, [['=HYPERLINK("http://x")', 'soon', 'never', '25:xx', 'many', '-1+1', '@SUM(A1)', 'x']]);
    expect((ws.getRow(2).values as unknown[]).slice(1)).toEqual(['\'=HYPERLINK("http://x")', 'soon', 'never', '25:xx', 'many', '\'-1+1', '\'@SUM(A1)', 'x']);
    expect(ws.getRow(2).getCell(1).type).toBe(ExcelJS.ValueType.String);
  });

  it('names a file with a year in the reader\'s era', () => {
    expect(xlsxName('leave-report', 'th', 2026)).toBe('leave-report-2569.xlsx');
    expect(xlsxName('leave-report', 'km', 2026)).toBe('leave-report-2026.xlsx');
    expect(xlsxName('employees', 'th')).toBe('employees.xlsx');
  });
});
