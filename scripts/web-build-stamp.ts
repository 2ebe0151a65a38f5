import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join, sep } from 'node:path';

/**
 * Whether `npm start` must build the web app. A build takes about 14 s and its output depends only
 * on the web app's files, the workspace packages it imports (domain rules, locale files) and the
 * locked dependency versions, so a hash of those, kept beside the output after a good build,
 * says when the output is still the build of these sources.
 */

/** What the web build reads, relative to the repository root: folders are walked whole. */
export const WEB_BUILD_INPUTS = ['apps/web', 'packages/domain', 'packages/i18n', 'package-lock.json', 'tsconfig.base.json'];
/** The stamp file, in apps/web: beside the output rather than in it, where the server would serve it. */
export const STAMP_NAME = '.dist-hash';
/** The output and what never reaches the bundle: dependencies (package-lock.json stands for them), tests, the stamp itself. */
const SKIPPED_DIRS = new Set(['node_modules', 'dist']);
const skippedFile = (name: string) => /\.test\.tsx?$/.test(name) || name === STAMP_NAME;

/** The files of a folder and its subfolders, relative to `root`, in a stable order. */
function filesUnder(root: string, dir: string, out: string[]): void {
  const entries = readdirSync(join(root, dir), { withFileTypes: true }).sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
  for (const e of entries) {
    const rel = join(dir, e.name);
    if (e.isDirectory() && !SKIPPED_DIRS.has(e.name)) filesUnder(root, rel, out);
    else if (e.isFile() && !skippedFile(e.name)) out.push(rel);
  }
}

/** A hash of the build's inputs under `root`: every file's path and content, in a stable order. */
export function webSourcesHash(root: string, inputs: readonly string[] = WEB_BUILD_INPUTS): string {
  const hash = createHash('sha256');
  for (const input of inputs) {
    const full = join(root, input);
    if (!existsSync(full)) continue;
    const files: string[] = [];
    if (statSync(full).isDirectory()) filesUnder(root, input, files);
    else files.push(input);
    for (const file of files) {
      // Paths with '/' on every system, so a hash is the same wherever the sources are.
      hash.update(file.split(sep).join('/')).update('\0').update(readFileSync(join(root, file))).update('\0');
    }
  }
  return hash.digest('hex');
}

export type BuildState = { hasOutput: boolean; storedHash: string | null; currentHash: string };

/** Why a build is needed, or null when the output is the build of the current sources. */
export function buildReason(state: BuildState): string | null {
  if (!state.hasOutput) return 'no build yet';
  if (!state.storedHash) return 'the build has no record of its sources';
  if (state.storedHash !== state.currentHash) return 'the sources changed';
  return null;
}

/** The state of the web build in `webDir` (apps/web) of the repository at `root`. */
export function webBuildState(root: string, webDir = join(root, 'apps/web')): BuildState {
  const stamp = join(webDir, STAMP_NAME);
  return {
    hasOutput: existsSync(join(webDir, 'dist', 'index.html')),
    storedHash: existsSync(stamp) ? readFileSync(stamp, 'utf8').trim() || null : null,
    currentHash: webSourcesHash(root),
  };
}
