import { readFileSync } from 'node:fs';
import { inflateSync } from 'node:zlib';
import * as fontkit from 'fontkit';
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

/**
 * A WOFF font as the plain TrueType/OpenType file it wraps (WOFF 1.0: each table zlib-compressed
 * on its own). fontkit can read WOFF, but inflates its tables in pure JavaScript every time a
 * document opens the font: two thirds of a payslip's time went there. Unwrapped once with Node's
 * zlib, a font costs nothing to open again.
 */
export function woffToSfnt(woff: Buffer): Buffer {
  if (woff.readUInt32BE(0) !== 0x774f4646) return woff; // not 'wOFF': already a plain font
  const numTables = woff.readUInt16BE(12);
  const tables = Array.from({ length: numTables }, (_, i) => {
    const at = 44 + i * 20;
    const [offset, compLength, origLength] = [woff.readUInt32BE(at + 4), woff.readUInt32BE(at + 8), woff.readUInt32BE(at + 12)];
    const raw = woff.subarray(offset, offset + compLength);
    return { tag: woff.readUInt32BE(at), checksum: woff.readUInt32BE(at + 16), data: compLength < origLength ? inflateSync(raw) : raw };
  });
  const pad = (n: number) => (n + 3) & ~3;
  const headerSize = 12 + 16 * numTables;
  const out = Buffer.alloc(headerSize + tables.reduce((n, t) => n + pad(t.data.length), 0));
  // The offset table: the flavour and the binary-search fields every sfnt reader expects.
  const maxPow2 = 2 ** Math.floor(Math.log2(numTables));
  out.writeUInt32BE(woff.readUInt32BE(4), 0);
  out.writeUInt16BE(numTables, 4);
  out.writeUInt16BE(maxPow2 * 16, 6);
  out.writeUInt16BE(Math.log2(maxPow2), 8);
  out.writeUInt16BE(numTables * 16 - maxPow2 * 16, 10);
  let offset = headerSize;
  tables.forEach((t, i) => {
    const at = 12 + i * 16;
    out.writeUInt32BE(t.tag, at);
    out.writeUInt32BE(t.checksum, at + 4);
    out.writeUInt32BE(offset, at + 8);
    out.writeUInt32BE(t.data.length, at + 12);
    t.data.copy(out, offset);
    offset += pad(t.data.length);
  });
  return out;
}

const require = createRequire(import.meta.url);
const cache = new Map<string, Buffer>();
/** The font's bytes, read and unwrapped once per process (a payslip run opens thousands of documents). */
export function fontBytes(script: Script, weight: Weight): Buffer {
  const key = `${script}-${weight}`;
  let bytes = cache.get(key);
  if (!bytes) {
    bytes = woffToSfnt(readFileSync(require.resolve(FILES[script].replace('{w}', String(weight)))));
    cache.set(key, bytes);
  }
  return bytes;
}
export const fontName = (script: Script, weight: Weight) => `${script}-${weight}`;

const parsed = new Map<string, unknown>();
/**
 * The font parsed once per process and shared by every document (pdfkit takes a fontkit font as
 * well as bytes; each document still embeds its own subset). Parsing Khmer's substitution and
 * positioning tables again for each payslip cost more than drawing it.
 */
export function fontObject(script: Script, weight: Weight): unknown {
  const key = `${script}-${weight}`;
  let font = parsed.get(key);
  if (!font) {
    const created = fontkit.create(fontBytes(script, weight)) as ShapedFont;
    // fontkit keeps each glyph with the characters of the first text that asked for it, and pdfkit
    // writes those into the PDF's text map. Shared across documents, a glyph first met inside a
    // ligature (the า of ำ) would copy back as nothing in every later payslip: each character is
    // asked for on its own first, so every glyph reads as its own letter.
    for (const [from, to] of SCRIPT_RANGES[script]) for (let cp = from; cp <= to; cp++) created.layout(String.fromCodePoint(cp));
    font = remembered(created);
    parsed.set(key, font);
  }
  return font;
}

const SCRIPT_RANGES: Record<Script, Array<[number, number]>> = {
  latin: [[0x20, 0x7e], [0xa0, 0xff], [0x2013, 0x2014], [0x2018, 0x201d], [0x2026, 0x2026]],
  latinExt: [[0x100, 0x24f]],
  thai: [[0x0e01, 0x0e5b]],
  khmer: [[0x1780, 0x17ff]],
  myanmar: [[0x1000, 0x109f]],
};

type GlyphRun = { glyphs: unknown[]; positions: Array<Record<string, number>> };
type ShapedFont = { layout(text: string, ...rest: unknown[]): GlyphRun };
const REMEMBERED = 4000;
/**
 * Shaping remembered across documents: every payslip says "Net pay", "ប្រាក់ចំណូល" and the same
 * month, and shaping Khmer anew for each of 10,000 documents cost most of their time. pdfkit
 * scales the positions it gets in place, so each caller gets its own copy of them.
 */
function remembered(font: ShapedFont): ShapedFont {
  const shape = font.layout.bind(font);
  const memo = new Map<string, GlyphRun>();
  font.layout = (text: string, ...rest: unknown[]) => {
    if (rest.some((r) => r !== undefined)) return shape(text, ...rest);
    let run = memo.get(text);
    if (!run) {
      run = shape(text);
      if (memo.size >= REMEMBERED) memo.delete(memo.keys().next().value!);
      memo.set(text, run);
    }
    const positions = run.positions.map((p) => ({ ...p }));
    // As fontkit's GlyphRun: the advance is the sum of the positions as they are now (pdfkit scales them).
    return { glyphs: run.glyphs, positions, get advanceWidth() { return positions.reduce((n, p) => n + (p.xAdvance ?? 0), 0); } };
  };
  return font;
}

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
