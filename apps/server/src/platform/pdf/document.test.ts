import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { inflateSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { createPdf, line, pdfBytes } from './document';

/*
 * The text layer of shaped scripts (issue 35 point 10): Noto Sans Thai draws sara am (ำ) as two
 * glyphs, which a reader copied as "ำา". Runs of Thai, Khmer and Burmese carry /ActualText.
 */
const THAI = 'จำนวนเงิน ค่าทำงาน';
async function sample(): Promise<Buffer> {
  const doc = createPdf({ title: 't', lang: 'th' });
  line(doc, `${THAI} Amount 123`, 40, 60, { size: 14 });
  line(doc, 'ខ្មែរ', 40, 90, { size: 14 });
  return pdfBytes(doc);
}
/** The page's content streams, inflated. */
function contents(pdf: Buffer): string {
  const text = pdf.toString('latin1');
  const out: string[] = [];
  for (const m of text.matchAll(/stream\r?\n/g)) {
    const start = m.index + m[0].length;
    try { out.push(inflateSync(pdf.subarray(start, text.indexOf('endstream', start))).toString('latin1')); } catch { /* a font or an image */ }
  }
  return out.join('\n');
}
const ESCAPES: Record<string, string> = { n: '\n', r: '\r', t: '\t', b: '\b', f: '\f' };
/** The /ActualText strings of a content stream (PDF literal strings, UTF-16BE with its mark), decoded. */
function actualTexts(content: string): string[] {
  return [...content.matchAll(/\/ActualText \(((?:\\.|[^\\)])*)\)/gs)].map((m) => {
    const raw = Buffer.from(m[1]!.replace(/\\(.)/gs, (_, c: string) => ESCAPES[c] ?? c), 'latin1');
    return raw.subarray(2).swap16().toString('utf16le');
  });
}
const hasPdftotext = (() => { try { execFileSync('pdftotext', ['-v'], { stdio: 'ignore' }); return true; } catch { return false; } })();
// CI installs poppler (.ci/run): there the reader's case runs, never skipped; elsewhere it runs where poppler is.
if (!hasPdftotext && process.env.CI === 'true') throw new Error('CI=true but pdftotext (poppler-utils) is missing: the PDF text-layer case would be skipped.');

describe('the PDF text layer', () => {
  it('marks each Thai and Khmer run with its typed text, inside the text object\'s transformation', async () => {
    const content = contents(await sample());
    expect(actualTexts(content)).toEqual([`${THAI} `, 'ខ្មែរ']);
    // BDC comes after the text's own "q ... cm", so a reader places the words where their glyphs are.
    expect(content).toMatch(/q\n1 0 0 -1 0 841\.89 cm\n\/Span <<\n\/ActualText [^\n]*\n>> BDC\nBT\n/);
    expect(content).toMatch(/ET\nEMC\nQ/);
    // Latin is not marked: it maps back one to one.
    expect(content.match(/BDC/g)).toHaveLength(2);
  });

  it.skipIf(!hasPdftotext)('a reader (poppler) copies sara am as typed, on the line of its glyphs', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'pdf-text-'));
    writeFileSync(join(dir, 'a.pdf'), await sample());
    const text = execFileSync('pdftotext', [join(dir, 'a.pdf'), '-'], { encoding: 'utf8' });
    expect(text.split('\n').slice(0, 2)).toEqual([`${THAI} Amount 123`, 'ខ្មែរ']);
    expect(text).not.toContain('ำา');
  });
});
