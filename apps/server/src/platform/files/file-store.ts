import { randomBytes } from 'node:crypto';
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';

/** Where file bytes live. A local folder now; an S3-compatible store can implement the same three calls. */
export type FileStore = {
  put(bytes: Buffer): Promise<string>;
  get(key: string): Promise<Buffer | null>;
  remove(key: string): Promise<void>;
};

/**
 * Files under DATA_DIR/files with random keys (two-level fan-out so no folder grows huge). The
 * folder is outside anything served statically; bytes leave only through an authorized call.
 */
export function localFileStore(root: string): FileStore {
  const pathOf = (key: string) => {
    if (!/^[a-f0-9]{40}$/.test(key)) throw new Error('bad storage key');
    return join(root, key.slice(0, 2), key);
  };
  return {
    async put(bytes) {
      const key = randomBytes(20).toString('hex');
      await mkdir(join(root, key.slice(0, 2)), { recursive: true });
      await writeFile(pathOf(key), bytes, { flag: 'wx' });
      return key;
    },
    async get(key) {
      try {
        return await readFile(pathOf(key));
      } catch {
        return null;
      }
    },
    async remove(key) {
      await rm(pathOf(key), { force: true });
    },
  };
}
