import { crc32, deflateRawSync } from 'node:zlib';
import ExcelJS from 'exceljs';
import JSZip from 'jszip';
import type { UploadPart } from './harness';

/*
 * Issue 35 points 12-14: the hostile files and bodies that froze the server, built small in the
 * test. A run of zeros deflates about a thousand times, so a few tens of kilobytes stand for tens
 * of megabytes inflated; the limits stop reading long before, which keeps each test quick.
 */

export const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
/** What the bombs inflate to: far beyond what an entry declares, the ratio and (xlsx) nothing near the whole file's budget, so only the declared size stops them. */
const BOMB_BYTES = 32 * 1024 * 1024;
let zeros: Buffer | null = null;
/** BOMB_BYTES of zeros, deflated (about 32 KB), made once per file. */
const deflatedZeros = () => (zeros ??= deflateRawSync(Buffer.alloc(BOMB_BYTES), { level: 9 }));

export type ZipPart = { name: string; content?: Buffer; deflated?: Buffer; declared?: number };

/** A zip written by hand, so an entry can declare a size other than what it inflates to. */
export function zipOf(parts: ZipPart[]): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const p of parts) {
    const name = Buffer.from(p.name, 'utf8');
    const data = p.deflated ?? deflateRawSync(p.content ?? Buffer.alloc(0));
    const declared = p.declared ?? p.content?.length ?? 0;
    const crc = p.content ? crc32(p.content) : 0;
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0); local.writeUInt16LE(20, 4); local.writeUInt16LE(8, 8); local.writeUInt32LE(crc, 14);
    local.writeUInt32LE(data.length, 18); local.writeUInt32LE(declared, 22); local.writeUInt16LE(name.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0); central.writeUInt16LE(20, 4); central.writeUInt16LE(20, 6); central.writeUInt16LE(8, 10);
    central.writeUInt32LE(crc, 16); central.writeUInt32LE(data.length, 20); central.writeUInt32LE(declared, 24);
    central.writeUInt16LE(name.length, 28); central.writeUInt32LE(offset, 42);
    locals.push(local, name, data);
    centrals.push(central, name);
    offset += 30 + name.length + data.length;
  }
  const size = centrals.reduce((s, b) => s + b.length, 0);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0); end.writeUInt16LE(parts.length, 8); end.writeUInt16LE(parts.length, 10);
  end.writeUInt32LE(size, 12); end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, ...centrals, end]);
}

/**
 * A real workbook whose sheet is replaced by a bomb: it declares 100 bytes (or, `honest`, the
 * 32 MB it is) and inflates to 32 MB. Every other part is the workbook's own, so the file is
 * recognised as .xlsx by its bytes.
 */
export async function xlsxBomb(honest = false): Promise<Buffer> {
  const wb = new ExcelJS.Workbook();
  wb.addWorksheet('Sheet1').addRow(['Employee ID', 'Name']);
  const zip = await JSZip.loadAsync(await wb.xlsx.writeBuffer());
  const parts: ZipPart[] = [];
  for (const f of Object.values(zip.files).filter((e) => !e.dir)) {
    if (f.name === 'xl/worksheets/sheet1.xml') parts.push({ name: f.name, deflated: deflatedZeros(), declared: honest ? BOMB_BYTES : 100 });
    else parts.push({ name: f.name, content: await f.async('nodebuffer') });
  }
  return zipOf(parts);
}

/** An online-payslip zip whose one PDF declares 100 bytes and inflates to 32 MB. */
export const eslipBomb = () => zipOf([{ name: 'S001.pdf', deflated: deflatedZeros(), declared: 100 }]);

const xml = (text: string) => Buffer.from(`<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n${text}`, 'utf8');
const MAIN = 'http://schemas.openxmlformats.org/spreadsheetml/2006/main';
const RELS = 'http://schemas.openxmlformats.org/package/2006/relationships';
const DOC_RELS = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';
const inline = (ref: string, text: string) => `<c r="${ref}" t="inlineStr"><is><t>${text}</t></is></c>`;

/**
 * The 1.6 KB workbook of the issue, written by hand: its sheet declares A1:ALL12000 (12 million
 * cells) and holds a header; `far` puts one more cell at ALL12000 (1,000 columns used).
 */
export function declaredXlsx(far = true): Buffer {
  const rows = `<row r="1">${inline('A1', 'Employee ID')}${inline('B1', 'Name')}</row>${far ? `<row r="12000">${inline('ALL12000', 'far away')}</row>` : ''}`;
  return zipOf([
    { name: '[Content_Types].xml', content: xml(`<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/><Override PartName="/xl/worksheets/sheet1.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/></Types>`) },
    { name: '_rels/.rels', content: xml(`<Relationships xmlns="${RELS}"><Relationship Id="rId1" Type="${DOC_RELS}/officeDocument" Target="xl/workbook.xml"/></Relationships>`) },
    { name: 'xl/workbook.xml', content: xml(`<workbook xmlns="${MAIN}" xmlns:r="${DOC_RELS}"><sheets><sheet name="Sheet1" sheetId="1" r:id="rId1"/></sheets></workbook>`) },
    { name: 'xl/_rels/workbook.xml.rels', content: xml(`<Relationships xmlns="${RELS}"><Relationship Id="rId1" Type="${DOC_RELS}/worksheet" Target="worksheets/sheet1.xml"/></Relationships>`) },
    { name: 'xl/worksheets/sheet1.xml', content: xml(`<worksheet xmlns="${MAIN}"><dimension ref="A1:ALL12000"/><sheetData>${rows}</sheetData></worksheet>`) },
  ]);
}

/** 1,000 columns by 12,000 empty lines: about 20 KB. */
export const wideCsv = () => Buffer.from(`${Array.from({ length: 1000 }, (_, i) => `c${i + 1}`).join(',')}\r\n${'\r\n'.repeat(12_000)}`, 'utf8');

/** The three bombs of the issue as upload parts, each named so the answer can be seen to name it. */
export async function bombParts(): Promise<UploadPart[]> {
  return [
    { name: 'bomb.xlsx', type: XLSX_TYPE, bytes: await xlsxBomb() },
    { name: 'wide.csv', type: 'text/csv', bytes: wideCsv() },
    { name: 'payslips.zip', type: 'application/zip', bytes: eslipBomb() },
  ];
}

/** A JSON body nested `levels` deep, as text (JSON.stringify would itself recurse that deep). */
export const deepJson = (levels: number) => `${'{"a":'.repeat(levels)}1${'}'.repeat(levels)}`;
