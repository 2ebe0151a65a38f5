import { mkdtemp, readdir, rm } from 'node:fs/promises';
import * as fsp from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { localFileStore, type StoreFs } from './file-store';

const roots: string[] = [];
afterEach(async () => { await Promise.all(roots.splice(0).map((r) => rm(r, { recursive: true, force: true }))); });
const newRoot = async () => { const r = await mkdtemp(join(tmpdir(), 'file-store-')); roots.push(r); return join(r, 'files'); };

/** Every file under `dir`, relative to it. */
async function filesUnder(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true }).catch(() => []);
  return entries.filter((e) => e.isFile()).map((e) => relative(dir, join(e.parentPath, e.name))).sort();
}

/** The real file system, with each durable step written down (and one step made to fail if asked). */
function recordingFs(root: string, failOn?: 'write' | 'sync' | 'rename') {
  const steps: string[] = [];
  const name = (p: unknown) => relative(root, String(p)).replace(/[a-f0-9]{40}/, 'KEY') || '.';
  const fs: StoreFs = {
    ...fsp,
    async open(path, flags) {
      const fh = await fsp.open(path, flags);
      steps.push(`open ${name(path)} ${String(flags)}`);
      return Object.assign(Object.create(fh) as typeof fh, {
        writeFile: async (data: Buffer) => { if (failOn === 'write') throw new Error('disk full'); steps.push(`write ${name(path)}`); return fh.writeFile(data); },
        sync: async () => { if (failOn === 'sync') throw new Error('EIO'); steps.push(`fsync ${name(path)}`); return fh.sync(); },
        close: () => fh.close(),
      });
    },
    async rename(from, to) {
      if (failOn === 'rename') throw new Error('EXDEV');
      steps.push(`rename ${name(from)} -> ${name(to)}`);
      return fsp.rename(from, to);
    },
  };
  return { fs, steps };
}

describe('local file store: an upload is acknowledged only once durable (issue 13 point 8)', () => {
  it('writes a temp file in the same folder, fsyncs it, renames it to its key and fsyncs the folders; no temp file is left', async () => {
    const root = await newRoot();
    const { fs, steps } = recordingFs(root);
    const store = localFileStore(root, fs);
    const key = await store.put(Buffer.from('hello'));
    const fan = key.slice(0, 2);
    const tail = steps.slice(steps.indexOf(`open ${fan}/.KEY.tmp wx`));
    expect(tail).toEqual([
      `open ${fan}/.KEY.tmp wx`, `write ${fan}/.KEY.tmp`, `fsync ${fan}/.KEY.tmp`,
      `rename ${fan}/.KEY.tmp -> ${fan}/KEY`,
      `open ${fan} r`, `fsync ${fan}`,
    ]);
    // Before the bytes: the folders created for this file were made durable in their parents.
    expect(steps.slice(0, steps.indexOf(`open ${fan}/.KEY.tmp wx`))).toEqual(['open . r', 'fsync .', 'open .. r', 'fsync ..']);
    expect(await filesUnder(root)).toEqual([`${fan}/${key}`]);
    expect((await store.get(key))?.toString()).toBe('hello');
  });

  it.each(['write', 'sync', 'rename'] as const)('a failed %s leaves nothing behind and the upload is not acknowledged', async (failOn) => {
    const root = await newRoot();
    const store = localFileStore(root, recordingFs(root, failOn).fs);
    await expect(store.put(Buffer.from('half a picture'))).rejects.toThrow();
    expect(await filesUnder(root)).toEqual([]);
  });

  it('a stored file reads back and is removed; unknown and malformed keys read as nothing', async () => {
    const root = await newRoot();
    const store = localFileStore(root);
    const key = await store.put(Buffer.from('bytes'));
    expect((await store.get(key))?.toString()).toBe('bytes');
    await store.remove(key);
    expect(await store.get(key)).toBeNull();
    expect(await store.get('../../etc/passwd')).toBeNull();
  });
});
