import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';
import type { DbOrTx } from '@hr/db';
import { saveUploads } from '../platform/files/upload';
import { masterFileKind } from '../platform/files/attach-upload';
import type { FileStore } from '../platform/files/file-store';

const LOGO_DIR = fileURLToPath(new URL('../../../web/src/assets/logos/', import.meta.url));

/**
 * The demo companies' logo and watermark as the company master stores them: PNG files rendered
 * from the same marks the top bar shows, the watermark a pale grey copy for printed documents.
 */
export async function demoCompanyImages(tx: DbOrTx, store: FileStore, code: string): Promise<{ logoFileId: string; watermarkFileId: string }> {
  const svg = await readFile(`${LOGO_DIR}${code}.svg`).catch(() => readFile(`${LOGO_DIR}default.svg`));
  const logo = await sharp(svg, { density: 192 }).resize({ height: 160 }).png().toBuffer();
  const watermark = await sharp(logo).greyscale().linear(0.35, 166).png().toBuffer();
  const [l, w] = await saveUploads(tx, store, null, null, masterFileKind('company'), [
    { name: `${code}-logo.png`, mime: 'image/png', bytes: logo },
    { name: `${code}-watermark.png`, mime: 'image/png', bytes: watermark },
  ]);
  return { logoFileId: l!.id, watermarkFileId: w!.id };
}
