import { cp874TextByte, writeCp874 } from '../cp874';

/*
 * Writes a bank file's records straight into one growing Uint8Array, field by field, in cp874.
 * A 10,000-payee SCB file is about 12 MB: building it as strings and encoding at the end would
 * copy it several times; here each byte is written once (the buffer doubles when full).
 */

const SPACE = 0x20;
const ZERO = 0x30;
const CR = 0x0d;
const LF = 0x0a;

export class ByteWriter {
  private buf: Uint8Array;
  private pos = 0;

  constructor(capacity = 4096) {
    this.buf = new Uint8Array(Math.max(64, capacity));
  }

  get length(): number {
    return this.pos;
  }

  private ensure(extra: number): void {
    if (this.pos + extra <= this.buf.length) return;
    let size = this.buf.length * 2;
    while (size < this.pos + extra) size *= 2;
    const next = new Uint8Array(size);
    next.set(this.buf.subarray(0, this.pos));
    this.buf = next;
  }

  /** Writes the text's cp874 bytes, at most `max` of them; returns how many were written. */
  private put(text: string, max: number): number {
    // A code point takes one byte and at least one code unit, so text.length bytes always suffice.
    this.ensure(Math.min(text.length, max));
    const n = writeCp874(this.buf, this.pos, text, max, cp874TextByte);
    this.pos += n;
    return n;
  }

  /** `count` copies of one byte. */
  fill(byte: number, count: number): this {
    this.ensure(count);
    this.buf.fill(byte, this.pos, this.pos + count);
    this.pos += count;
    return this;
  }

  blanks(count: number): this {
    return this.fill(SPACE, count);
  }

  zeros(count: number): this {
    return this.fill(ZERO, count);
  }

  /** The text as it is, no width (KBank 7106 writes the beneficiary name unpadded). */
  raw(text: string): this {
    this.put(text, Number.MAX_SAFE_INTEGER);
    return this;
  }

  /** Left-aligned in `width` bytes, blank-filled (or `fill`), cut on the right when longer. */
  left(text: string, width: number, fill = SPACE): this {
    return this.fill(fill, width - this.put(text, width));
  }

  /**
   * Right-aligned in `width` bytes, zero-filled (or `fill`). Only for values already checked to fit
   * (digits, codes): a longer value throws rather than being cut, because a cut number is a wrong one.
   */
  right(text: string, width: number, fill = ZERO): this {
    if (text.length > width) throw new RangeError(`'${text}' does not fit ${width} bytes`);
    this.fill(fill, width - text.length);
    this.put(text, width);
    return this;
  }

  /** A non-negative integer, zero-padded to `width` digits (throws when it does not fit). */
  digits(value: number, width: number): this {
    if (!Number.isSafeInteger(value) || value < 0) throw new RangeError(`not a count or amount: ${value}`);
    return this.right(String(value), width);
  }

  crlf(): this {
    this.ensure(2);
    this.buf[this.pos++] = CR;
    this.buf[this.pos++] = LF;
    return this;
  }

  /** The bytes written so far (the buffer itself when it was sized exactly, else a trimmed copy). */
  bytes(): Uint8Array {
    return this.pos === this.buf.length ? this.buf : this.buf.slice(0, this.pos);
  }
}
