import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';

/*
 * The fonts of every PDF the product writes (DESIGN section 3: one home for PDFs): Noto Sans from
 * the same @fontsource packages the web app bundles, so a payslip reads like the screen. Each
 * package is cut by script (latin, latin-ext, thai, khmer, myanmar), so a text is written as runs,
 * each in the font of its script; pdfkit's fontkit shapes each run (Thai marks, Khmer coeng
 * clusters, Myanmar medials: checked by rendering them with pdftoppm) and embeds only the glyphs used.
 */

export type Script = 'latin' | 'latinExt' | 'thai' | 'khmer' | 'myanmar';
export type Weight = 400 | 700;
const FILES: Record<Script, string> = {
  latin: '@fontsource/noto-sans-thai/files/noto-sans-thai-latin-{w}-normal.woff',
  latinExt: '@fontsource/noto-sans-thai/files/noto-sans-thai-latin-ext-{w}-normal.woff',
  thai: '@fontsource/noto-sans-thai/files/noto-sans-thai-thai-{w}-normal.woff',
  khmer: '@fontsource/noto-sans-khmer/files/noto-sans-khmer-khmer-{w}-normal.woff',
  myanmar: '@fontsource/noto-sans-myanmar/files/noto-sans-myanmar-myanmar-{w}-normal.woff',
};

const require = createRequire(import.meta.url);
const cache = new Map<string, Buffer>();
/** The font file's bytes, read once per process (a payslip run opens thousands of documents). */
export function fontBytes(script: Script, weight: Weight): Buffer {
  const key = `${script}-${weight}`;
  let bytes = cache.get(key);
  if (!bytes) {
    bytes = readFileSync(require.resolve(FILES[script].replace('{w}', String(weight))));
    cache.set(key, bytes);
  }
  return bytes;
}
export const fontName = (script: Script, weight: Weight) => `${script}-${weight}`;

/** The script a character is drawn in; null for one that goes with its neighbours (spaces, marks that join). */
function scriptOf(cp: number): Script | null {
  if (cp === 0x20 || cp === 0x200c || cp === 0x200d || cp === 0x25cc) return null;
  if (cp >= 0x0e00 && cp <= 0x0e7f) return 'thai';
  if ((cp >= 0x1780 && cp <= 0x17ff) || (cp >= 0x19e0 && cp <= 0x19ff)) return 'khmer';
  if ((cp >= 0x1000 && cp <= 0x109f) || (cp >= 0xa9e0 && cp <= 0xa9ff) || (cp >= 0xaa60 && cp <= 0xaa7f)) return 'myanmar';
  if (cp >= 0x0100 && cp <= 0x024f) return 'latinExt';
  return 'latin';
}

export type Run = { script: Script; text: string };
/** A text cut into runs of one script each (a space stays in the run it is in). */
export function runsOf(text: string): Run[] {
  const runs: Run[] = [];
  for (const ch of text) {
    const script = scriptOf(ch.codePointAt(0)!);
    const last = runs.at(-1);
    if (last && (script === null || script === last.script)) last.text += ch;
    else runs.push({ script: script ?? 'latin', text: ch });
  }
  return runs;
}
