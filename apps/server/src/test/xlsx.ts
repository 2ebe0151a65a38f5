import ExcelJS from 'exceljs';
import { expect } from 'vitest';
import type { LightMyRequestResponse } from 'fastify';

/** Opens an export's answer as a workbook, after checking it is one. */
export async function openXlsx(res: LightMyRequestResponse): Promise<ExcelJS.Workbook> {
  expect(res.statusCode, res.body.slice(0, 300)).toBe(200);
  expect(res.headers['content-type']).toContain('spreadsheetml');
  const wb = new ExcelJS.Workbook();
  await wb.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
  return wb;
}

/** The file name the answer gives the download. */
export const fileNameOf = (res: LightMyRequestResponse) => /filename="([^"]+)"/.exec(String(res.headers['content-disposition']))?.[1];

/** What every export sheet has (platform/excel.ts): a bold header row frozen in view and a filter over the whole table. */
export function expectExportShape(ws: ExcelJS.Worksheet) {
  expect(ws.views[0]).toMatchObject({ state: 'frozen', ySplit: 1 });
  const last = ws.getRow(1).cellCount;
  expect(ws.autoFilter).toBe(`A1:${ws.getColumn(last).letter}${ws.rowCount}`);
  expect(ws.getRow(1).getCell(1).font?.bold).toBe(true);
  for (let i = 1; i <= last; i++) expect(ws.getColumn(i).width ?? 0, `width of column ${i}`).toBeGreaterThanOrEqual(10);
}

/** The cells of column `header` below the header row. */
export function columnCells(ws: ExcelJS.Worksheet, header: string): ExcelJS.Cell[] {
  const index = (ws.getRow(1).values as unknown[]).indexOf(header);
  expect(index, `a column "${header}"`).toBeGreaterThan(0);
  const cells: ExcelJS.Cell[] = [];
  for (let r = 2; r <= ws.rowCount; r++) cells.push(ws.getRow(r).getCell(index));
  return cells;
}
