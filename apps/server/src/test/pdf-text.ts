import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';

/**
 * The text of each page of a PDF as a reader's copy-and-paste would give it (the fonts' ToUnicode
 * maps), and how many pages: what a test asserts of a payslip or a certificate. With a password,
 * an encrypted document is opened with it; without, opening one fails.
 */
export async function pdfText(bytes: Buffer | Uint8Array, password?: string): Promise<string[]> {
  const doc = await getDocument({ data: new Uint8Array(bytes), password, isEvalSupported: false, useSystemFonts: false, verbosity: 0 }).promise;
  const pages: string[] = [];
  for (let i = 1; i <= doc.numPages; i += 1) {
    const content = await (await doc.getPage(i)).getTextContent();
    // Noto Sans Thai draws sara am (ำ) as a ligature of two glyphs, which a reader's copy gives back
    // as ำ followed by a stray า: put the word back as typed.
    pages.push(content.items.map((it) => ('str' in it ? it.str : '')).join(' ').replace(/\s+/g, ' ').replace(/\u0e33\u0e32/g, '\u0e33'));
  }
  await doc.destroy();
  return pages;
}
