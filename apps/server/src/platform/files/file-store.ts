import { randomBytes } from 'node:crypto';
import * as fsp from 'node:fs/promises';
import { dirname, join, relative } from 'node:path';

/** Where file bytes live. A local folder now; an S3-compatible store can implement the same three calls. */
export type FileStore = {
  /** Resolves only once the bytes and their name survive a crash or power loss. */
  put(bytes: Buffer): Promise<string>;
  get(key: string): Promise<Buffer | null>;
  remove(key: string): Promise<void>;
};

/** The file-system calls the store makes (tests pass a recording or failing copy). */
export type StoreFs = Pick<typeof fsp, 'mkdir' | 'open' | 'rename' | 'rm' | 'readFile'>;

/**
 * Files under DATA_DIR/files with random keys (two-level fan-out so no folder grows huge). The
 * folder is outside anything served statically; bytes leave only through an authorized call.
 *
 * An upload is acknowledged only when it is durable (issue 13 point 8): the bytes go to a temp file
 * in the same folder, which is fsynced, then renamed to its key (atomic: a reader or a crash sees
 * the whole file or none), then the folder is fsynced so the new name itself is on disk. A failure
 * at any step removes the temp file, so nothing half-written is ever left under a key.
 */
export function localFileStore(root: string, fs: StoreFs = fsp): FileStore {
  const pathOf = (key: string) => {
    if (!/^[a-f0-9]{40}$/.test(key)) throw new Error('bad storage key');
    return join(root, key.slice(0, 2), key);
  };
  /** fsync of a folder makes its entries (a rename, a new sub-folder) durable. */
  const syncDir = async (dir: string) => {
    const fh = await fs.open(dir, 'r');
    try {
      await fh.sync();
    } catch (err) {
      // Windows cannot fsync a folder; there the rename is what NTFS journals.
      if (process.platform !== 'win32') throw err;
    } finally {
      await fh.close();
    }
  };
  return {
    async put(bytes) {
      const key = randomBytes(20).toString('hex');
      const dir = join(root, key.slice(0, 2));
      const created = await fs.mkdir(dir, { recursive: true });
      // New folders are entries of their parents: make each of them durable too.
      if (created) {
        for (let d = dir; relative(dirname(created), d) !== ''; d = dirname(d)) await syncDir(dirname(d));
      }
      const temp = join(dir, `.${key}.tmp`);
      try {
        const fh = await fs.open(temp, 'wx');
        try {
          await fh.writeFile(bytes);
          await fh.sync();
        } finally {
          await fh.close();
        }
        await fs.rename(temp, pathOf(key));
      } catch (err) {
        await fs.rm(temp, { force: true });
        throw err;
      }
      await syncDir(dir);
      return key;
    },
    async get(key) {
      try {
        return await fs.readFile(pathOf(key));
      } catch {
        return null;
      }
    },
    async remove(key) {
      await fs.rm(pathOf(key), { force: true });
    },
  };
}
