/*
 * cp874 / TIS-620, the one-byte-per-character Thai encoding every bank transfer file (bank-files/)
 * and every statutory file (filings/: SPS 1-10, PND 1) is written in (THAI-RULES.md "Bank and
 * government files"; Aginix/kmitl l10n_th_bank_payment_export_format/tests/common.py decodes every
 * bank golden file as cp874, the Social Security Office upload and the Revenue Department's import
 * program read TIS-620). Fixed-width fields count BYTES, and a Thai consonant, a vowel above or
 * below it and a tone mark are three characters and three bytes, so a field's width is its number
 * of code points, not its display width.
 *
 * Mapping: ASCII as is; Thai U+0E01..U+0E5B → 0xA1..0xFB (code point − 0x0D60); any other
 * character → '?' (0x3F). That is TIS-620 exactly: cp874's Windows extras (0x80..0xA0: €, …, curly
 * quotes) are never written, so the same bytes serve the banks (cp874) and the government (TIS-620).
 * One mapping for both is safe because it is the code page, not a layout: what a bank or an office
 * changes is a record layout, and each writer owns its own. Replacing instead of throwing keeps the
 * byte count, so a stray character can never shift the fields after it; the writers check names
 * with isCp874 first and refuse or warn about what would become '?'.
 */

const QUESTION_MARK = 0x3f;
const SPACE = 0x20;

/** The cp874 byte of one UTF-16 code unit ('?' when it has none; a code point above U+FFFF too). */
export function cp874Byte(code: number): number {
  if (code < 0x80) return code;
  if (code >= 0x0e01 && code <= 0x0e5b) return code - 0x0d60;
  return QUESTION_MARK;
}

/** A control character in a text field would break the record (a CR ends it): written as a space. */
export function cp874TextByte(code: number): number {
  return code < 0x20 || code === 0x7f ? SPACE : cp874Byte(code);
}

/** True when text[i] starts a surrogate pair: an astral character (an emoji), one code point, one '?'. */
const pairAt = (text: string, i: number): boolean => {
  const c = text.charCodeAt(i);
  if (c < 0xd800 || c > 0xdbff || i + 1 >= text.length) return false;
  const d = text.charCodeAt(i + 1);
  return d >= 0xdc00 && d <= 0xdfff;
};

/** The number of cp874 bytes the text takes: one per code point (an astral character is one '?'). */
export function cp874Length(text: string): number {
  let n = 0;
  for (let i = 0; i < text.length; i++) {
    if (pairAt(text, i)) i++;
    n++;
  }
  return n;
}

/** True when every character has a cp874 byte of its own (nothing would become '?'). */
export function isCp874(text: string): boolean {
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c >= 0x80 && !(c >= 0x0e01 && c <= 0x0e5b)) return false;
  }
  return true;
}

/**
 * Writes the text's cp874 bytes into target at offset, at most maxBytes of them, and returns how
 * many were written. Writing straight into one preallocated buffer is what keeps a 10,000-person
 * file fast (no per-record strings to join and encode). byteOf maps each code unit: cp874TextByte
 * for a text field that must stay on its record.
 */
export function writeCp874(target: Uint8Array, offset: number, text: string, maxBytes = Infinity, byteOf = cp874Byte): number {
  let n = 0;
  for (let i = 0; i < text.length && n < maxBytes; i++, n++) {
    if (pairAt(text, i)) {
      i++;
      target[offset + n] = QUESTION_MARK;
    } else target[offset + n] = byteOf(text.charCodeAt(i));
  }
  return n;
}

/** The text in cp874 ('?' for a character cp874 lacks; an astral character is one '?'). */
export function toCp874(text: string): Uint8Array {
  const out = new Uint8Array(cp874Length(text));
  writeCp874(out, 0, text);
  return out;
}

/** The first maxBytes cp874 bytes' worth of the text (whole code points: an emoji is never split). */
export function truncateCp874(text: string, maxBytes: number): string {
  if (text.length <= maxBytes) return text;
  let n = 0;
  let i = 0;
  while (i < text.length && n < maxBytes) {
    i += pairAt(text, i) ? 2 : 1;
    n++;
  }
  return text.slice(0, i);
}

/** Left-aligned in exactly `bytes` cp874 bytes: filled on the right, cut on the right. */
export function padRight(text: string, bytes: number, fill = ' '): string {
  const head = truncateCp874(text, bytes);
  return head + fill.repeat(bytes - cp874Length(head));
}

/**
 * Right-aligned in exactly `bytes` cp874 bytes: filled on the left, cut on the right (keeps the
 * start, as a name field would). A number must be checked to fit first (satangDigits): keeping
 * either end of a number that is too wide writes a wrong one.
 */
export function padLeft(text: string, bytes: number, fill = ' '): string {
  const head = truncateCp874(text, bytes);
  return fill.repeat(bytes - cp874Length(head)) + head;
}

/** Satang as `width` zero-padded digits; a negative, fractional or too wide amount is a bug upstream, so it throws. */
export function satangDigits(satang: number, width: number): string {
  if (!Number.isSafeInteger(satang) || satang < 0) throw new RangeError(`not a satang amount: ${satang}`);
  const digits = String(satang);
  if (digits.length > width) throw new RangeError(`${satang} does not fit ${width} digits`);
  return digits.padStart(width, '0');
}
