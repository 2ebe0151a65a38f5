import { promisify } from 'node:util';
import { crc32, inflateRaw } from 'node:zlib';
import { INFLATE_MAX_RATIO, INFLATE_RATIO_FLOOR, ZIP_MAX_ENTRIES } from '@hr/domain';
import { AppError } from '../app-error';
import { MB } from './upload';

/*
 * The one zip reader (issue 35 point 13): every .zip and .xlsx upload is inflated here, and only
 * here, with a hard limit on the bytes inflating actually produces. A zip's sizes are what its
 * author wrote: they are held to the limits, and then zlib is held to them (maxOutputLength), so
 * an entry that lies about its size stops there. Inflating runs on libuv's thread pool (zlib's asynchronous call), not on the event
 * loop, so other people's requests go on while a file is read, and it stops at the limit.
 */

const inflate = promisify(inflateRaw);

export type ZipLimits = {
  /** All entries together may produce at most this; beyond it the whole file is refused. */
  maxTotalBytes: number;
  /** One entry may produce at most this; beyond it the entry comes back without bytes when `skipLarge`, else the file is refused. */
  maxEntryBytes: number;
  skipLarge?: boolean;
};
export type ZipEntry = { name: string; bytes: Buffer | null };

/** A file that is not a zip this reader takes (broken, encrypted, zip64, a method other than store/deflate): the caller answers its own "unsupported type". */
export class NotAZip extends Error {}

const EOCD = 0x06054b50;
const CENTRAL = 0x02014b50;
const LOCAL = 0x04034b50;

const UTF8 = new TextDecoder('utf-8', { fatal: true });
const CP874 = new TextDecoder('windows-874');
/**
 * An entry's name. Without the UTF-8 flag a zip's names are in the writer's code page: Windows'
 * own "Send to compressed folder" on a Thai system writes cp874 (issue 35 point 10), which read as
 * Latin-1 came out as control characters and the upload was refused. Unflagged UTF-8 (older macOS
 * and Linux tools) is taken as UTF-8; anything else beyond ASCII as cp874.
 */
function entryName(bytes: Buffer, utf8: boolean): string {
  if (utf8 || bytes.every((b) => b < 0x80)) return bytes.toString('utf8');
  try { return UTF8.decode(bytes); } catch { return CP874.decode(bytes); }
}

type Listed = { name: string; method: number; compressed: number; declared: number; dataAt: number };

/** The entries as the central directory lists them, each with where its data starts (from its local header). */
function listEntries(zip: Buffer): Listed[] {
  let end = -1;
  for (let i = zip.length - 22; i >= Math.max(0, zip.length - 22 - 0xffff); i--) {
    if (zip.readUInt32LE(i) === EOCD) { end = i; break; }
  }
  if (end < 0) throw new NotAZip('no end of central directory');
  const count = zip.readUInt16LE(end + 10);
  const dirAt = zip.readUInt32LE(end + 16);
  if (count === 0xffff || dirAt === 0xffffffff) throw new NotAZip('zip64');
  if (count > ZIP_MAX_ENTRIES) throw new AppError('FILE_COUNT', { limit: ZIP_MAX_ENTRIES });
  const out: Listed[] = [];
  let at = dirAt;
  for (let n = 0; n < count; n++) {
    if (at + 46 > zip.length || zip.readUInt32LE(at) !== CENTRAL) throw new NotAZip('bad central directory');
    const flags = zip.readUInt16LE(at + 8);
    const method = zip.readUInt16LE(at + 10);
    const compressed = zip.readUInt32LE(at + 20);
    const declared = zip.readUInt32LE(at + 24);
    const nameLength = zip.readUInt16LE(at + 28);
    const skip = nameLength + zip.readUInt16LE(at + 30) + zip.readUInt16LE(at + 32);
    const local = zip.readUInt32LE(at + 42);
    const name = entryName(zip.subarray(at + 46, at + 46 + nameLength), (flags & 0x800) !== 0);
    if (local + 30 > zip.length || zip.readUInt32LE(local) !== LOCAL) throw new NotAZip('bad local header');
    const dataAt = local + 30 + zip.readUInt16LE(local + 26) + zip.readUInt16LE(local + 28);
    if (compressed === 0xffffffff || declared === 0xffffffff || dataAt + compressed > zip.length) throw new NotAZip('entry beyond the file');
    if (flags & 0x1) throw new NotAZip('encrypted');
    if (method !== 0 && method !== 8) throw new NotAZip(`method ${method}`);
    out.push({ name, method, compressed, declared, dataAt });
    at += 46 + skip;
  }
  return out;
}

/** A size as people read it: 100 B, 12 KB, 64 MB. */
const sizeText = (n: number) => (n < 1024 ? `${n} B` : n < MB ? `${Math.ceil(n / 1024)} KB` : `${Math.round(n / MB)} MB`);
const tooLarge = (fileName: string, limit: number) => new AppError('FILE_INFLATES_TOO_LARGE', { file: fileName, limit: sizeText(limit) });

/**
 * The entries of a zip (folders left out), each inflated within the limits. An entry may
 * produce no more than it declares: a zip bomb declares little and inflates to much, and is
 * stopped the moment it passes its own declaration. What an entry declares may be no more than
 * INFLATE_MAX_RATIO times its compressed size, nor more than the whole file may produce. Either
 * refuses the file (413, naming `fileName`); nothing is inflated past the limit.
 */
export async function readZip(zip: Buffer, fileName: string, limits: ZipLimits): Promise<ZipEntry[]> {
  const out: ZipEntry[] = [];
  let produced = 0;
  for (const e of listEntries(zip)) {
    if (e.name.endsWith('/')) continue;
    const byRatio = Math.max(INFLATE_RATIO_FLOOR, e.compressed * INFLATE_MAX_RATIO);
    const byTotal = limits.maxTotalBytes - produced;
    if (e.declared > byRatio) throw tooLarge(fileName, byRatio);
    if (e.declared > byTotal) throw tooLarge(fileName, limits.maxTotalBytes);
    if (e.declared > limits.maxEntryBytes) {
      // An honest entry too large for its kind (a 6 MB payslip) is the caller's to report.
      if (limits.skipLarge) { out.push({ name: e.name, bytes: null }); continue; }
      throw tooLarge(fileName, limits.maxEntryBytes);
    }
    const data = zip.subarray(e.dataAt, e.dataAt + e.compressed);
    let bytes: Buffer;
    if (e.method === 0) bytes = data;
    else {
      try {
        bytes = await inflate(data, { maxOutputLength: Math.max(1, e.declared) });
      } catch (err) {
        if ((err as { code?: string }).code === 'ERR_BUFFER_TOO_LARGE') throw tooLarge(fileName, e.declared);
        throw new NotAZip('does not inflate');
      }
    }
    if (bytes.length > e.declared) throw tooLarge(fileName, e.declared);
    produced += bytes.length;
    out.push({ name: e.name, bytes });
  }
  return out;
}

/**
 * The entries again as a zip that stores them uncompressed: what the spreadsheet libraries are
 * handed once readZip has inflated every part within the limits, so they inflate nothing
 * themselves and read exactly the parts that were measured.
 */
export function storedZip(entries: ZipEntry[]): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const e of entries) {
    if (!e.bytes) continue;
    const name = Buffer.from(e.name, 'utf8');
    const crc = crc32(e.bytes);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(LOCAL, 0); local.writeUInt16LE(20, 4); local.writeUInt16LE(0x800, 6); local.writeUInt16LE(0, 8);
    local.writeUInt16LE(0, 10); local.writeUInt16LE(0x21, 12); local.writeUInt32LE(crc, 14);
    local.writeUInt32LE(e.bytes.length, 18); local.writeUInt32LE(e.bytes.length, 22); local.writeUInt16LE(name.length, 26); local.writeUInt16LE(0, 28);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(CENTRAL, 0); central.writeUInt16LE(20, 4); central.writeUInt16LE(20, 6); central.writeUInt16LE(0x800, 8);
    central.writeUInt16LE(0, 10); central.writeUInt16LE(0, 12); central.writeUInt16LE(0x21, 14); central.writeUInt32LE(crc, 16);
    central.writeUInt32LE(e.bytes.length, 20); central.writeUInt32LE(e.bytes.length, 24); central.writeUInt16LE(name.length, 28);
    central.writeUInt32LE(offset, 42);
    locals.push(local, name, e.bytes);
    centrals.push(central, name);
    offset += 30 + name.length + e.bytes.length;
  }
  const dirSize = centrals.reduce((s, b) => s + b.length, 0);
  const end = Buffer.alloc(22);
  const count = centrals.length / 2;
  end.writeUInt32LE(EOCD, 0); end.writeUInt16LE(count, 8); end.writeUInt16LE(count, 10);
  end.writeUInt32LE(dirSize, 12); end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, ...centrals, end]);
}
