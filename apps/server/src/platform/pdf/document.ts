import PDFDocument from 'pdfkit';
import { fontName, fontObject, runsOf, type Script, type Weight } from './fonts';
import { skipUnanchoredMarks } from './mark-anchors';

/*
 * A PDF document with the product's fonts, and text written in script runs (fonts.ts). Pages are
 * laid out in points (A4: 595 x 842). A password (a mailed payslip) encrypts it with AES-256: the
 * reader asks for it before showing anything; printing stays allowed, changing does not.
 */

export type Pdf = PDFKit.PDFDocument;
export type PdfOptions = { title: string; author?: string; lang: string; password?: string };

const SCRIPTS: Script[] = ['latin', 'latinExt', 'thai', 'khmer', 'myanmar'];

export function createPdf(opts: PdfOptions): Pdf {
  skipUnanchoredMarks();
  const doc = new PDFDocument({
    size: 'A4', margin: 36, bufferPages: false, autoFirstPage: true, lang: opts.lang,
    info: { Title: opts.title, Author: opts.author ?? '', Producer: 'HR self-service' },
    ...(opts.password ? {
      userPassword: opts.password,
      // Nobody is meant to edit a payslip: the owner password is random and never kept.
      ownerPassword: crypto.randomUUID(),
      permissions: { printing: 'highResolution', copying: true },
      pdfVersion: '1.7ext3',
    } : {}),
  } as PDFKit.PDFDocumentOptions);
  for (const s of SCRIPTS) for (const w of [400, 700] as const) doc.registerFont(fontName(s, w), fontObject(s, w) as PDFKit.Mixins.PDFFontSource);
  return doc;
}

export type TextOptions = { size?: number; bold?: boolean; width?: number; align?: 'left' | 'right' | 'center'; color?: string };

const ascentOf = (doc: Pdf, script: Script, weight: Weight, size: number) =>
  ((doc.font(fontName(script, weight)) as unknown as { _font: { ascender: number } })._font.ascender / 1000) * size;

/** The height of a line of text in the given size and weight: its tallest run's. */
export function textHeight(doc: Pdf, text: string, size: number, bold = false): number {
  const weight: Weight = bold ? 700 : 400;
  return Math.max(0, ...runsOf(text).map((r) => doc.font(fontName(r.script, weight)).fontSize(size).currentLineHeight()));
}

/** The width of a text in the given size and weight, run by run. */
export function textWidth(doc: Pdf, text: string, size: number, bold = false): number {
  const weight: Weight = bold ? 700 : 400;
  return runsOf(text).reduce((n, r) => n + doc.font(fontName(r.script, weight)).fontSize(size).widthOfString(r.text), 0);
}

/**
 * One line of text at (x, y): aligned within `width` when given, and made smaller (down to 60%)
 * when it would not fit, so a long name or address stays on its line rather than running over.
 */
export function line(doc: Pdf, text: string, x: number, y: number, opts: TextOptions = {}): void {
  if (!text) return;
  let size = opts.size ?? 9;
  const weight: Weight = opts.bold ? 700 : 400;
  let width = textWidth(doc, text, size, opts.bold);
  if (opts.width && width > opts.width) {
    size = Math.max(size * 0.6, size * (opts.width / width));
    width = textWidth(doc, text, size, opts.bold);
  }
  let at = x;
  if (opts.width && opts.align === 'right') at = x + opts.width - width;
  else if (opts.width && opts.align === 'center') at = x + (opts.width - width) / 2;
  doc.fillColor(opts.color ?? '#1f1f1f');
  const runs = runsOf(text);
  // One baseline for the line, below the tallest run's ascent: each font's own would set Latin
  // digits higher than the Burmese words beside them (Noto Sans Myanmar ascends a third further).
  const baseline = -Math.max(...runs.map((r) => ascentOf(doc, r.script, weight, size)));
  for (const r of runs) {
    doc.font(fontName(r.script, weight)).fontSize(size);
    const x0 = at;
    const draw = () => doc.text(r.text, x0, y, { lineBreak: false, baseline });
    if (SHAPED.has(r.script)) withActualText(doc, r.text, draw);
    else draw();
    at += doc.widthOfString(r.text);
  }
}

/*
 * Shaped scripts draw glyphs that do not map back one to one: Noto Sans Thai draws sara am (ำ) as
 * nikhahit + sara aa, so a reader copied "จำนวน" as "จำานวน"; Khmer vowels are drawn before their
 * consonant. Their runs are marked with /ActualText (the typed text), which a reader copies instead.
 */
const SHAPED = new Set<Script>(['thai', 'khmer', 'myanmar']);

/**
 * Draws with the text object (BT ... ET) inside a /Span with /ActualText. The span goes inside
 * pdfkit's own q/cm around the text, not around it: a reader places the actual text with the
 * transformation in force at EMC, and outside that q it is the page's, so poppler put the words on
 * another line than the glyphs they replace.
 */
function withActualText(doc: Pdf, actual: string, draw: () => void): void {
  const own = doc as unknown as { addContent: (data: string) => Pdf };
  const add = own.addContent;
  const plain = (fn: () => void) => { delete (own as Partial<typeof own>).addContent; fn(); own.addContent = marking; };
  function marking(data: string): Pdf {
    if (data === 'BT') plain(() => { doc.markContent('Span', { actual } as PDFKit.Mixins.MarkingOptions); add.call(doc, 'BT'); });
    else if (data === 'ET') plain(() => { add.call(doc, 'ET'); doc.endMarkedContent(); });
    else add.call(doc, data);
    return doc;
  }
  own.addContent = marking;
  try { draw(); } finally { delete (own as Partial<typeof own>).addContent; }
}

/** The document's bytes once it has ended. */
export function pdfBytes(doc: Pdf): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    doc.on('data', (c: Buffer) => chunks.push(c));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
    doc.end();
  });
}

const WORDS = new Intl.Segmenter(undefined, { granularity: 'word' });
const PAGE_BOTTOM = 842 - 48;

/**
 * Text wrapped within `width` from (x, y), broken between words: Thai, Khmer and Burmese write no
 * spaces between words, so the breaks come from the word segmenter (ICU's dictionaries), never
 * from spaces alone. A newline starts a new line; a line that would run off the page starts a new
 * page. Returns the y below the last line.
 */
export function paragraph(doc: Pdf, text: string, x: number, y: number, opts: TextOptions & { width: number; lineHeight?: number }): number {
  const size = opts.size ?? 9;
  const step = opts.lineHeight ?? size * 1.55;
  let at = y;
  const emit = (s: string) => {
    if (at + step > PAGE_BOTTOM) { doc.addPage(); at = 48; }
    line(doc, s.trim(), x, at, { ...opts, width: undefined, align: undefined });
    at += step;
  };
  for (const hard of text.split(/\r?\n/)) {
    if (!hard.trim()) { at += step * 0.6; continue; }
    let current = '';
    for (const { segment } of WORDS.segment(hard)) {
      const next = current + segment;
      if (current.trim() && textWidth(doc, next.trimEnd(), size, opts.bold) > opts.width) {
        emit(current);
        current = segment.trimStart();
      } else {
        current = next;
      }
    }
    if (current.trim()) emit(current);
  }
  return at;
}
