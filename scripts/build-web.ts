import { spawnSync } from 'node:child_process';
import { rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildReason, STAMP_NAME, webBuildState } from './web-build-stamp';

/*
 * Builds the web app only when its sources changed since the last build (`npm start`, the browser
 * suite's server). Vite's listing of every chunk is kept back unless the build fails: on a start it
 * only buried the address and the demo logins. `--force` builds whatever the stamp says.
 */
const root = fileURLToPath(new URL('..', import.meta.url));
const webDir = join(root, 'apps/web');
const stamp = join(webDir, STAMP_NAME);

const state = webBuildState(root, webDir);
const reason = process.argv.includes('--force') ? 'asked to' : buildReason(state);
if (!reason) {
  console.log('Web app: up to date.');
  process.exit(0);
}
console.log(`Building the web app (${reason}) ...`);
const started = Date.now();
// A build that stops half way must not leave a stamp that vouches for its output.
rmSync(stamp, { force: true });
const build = spawnSync('npm', ['run', 'build', '--silent', '-w', 'apps/web'], { cwd: root, encoding: 'utf8', shell: process.platform === 'win32', maxBuffer: 64 * 1024 * 1024 });
if (build.status !== 0) {
  process.stdout.write(build.stdout ?? '');
  process.stderr.write(build.stderr ?? '');
  console.error(`The web app did not build${build.error ? `: ${build.error.message}` : ''}.`);
  process.exit(build.status || 1);
}
// The hash of the sources as they were when the build started: an edit during the build makes the
// next start build again.
writeFileSync(stamp, `${state.currentHash}\n`);
console.log(`Web app built in ${((Date.now() - started) / 1000).toFixed(1)} s.`);
