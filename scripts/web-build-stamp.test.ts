import { mkdirSync, mkdtempSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { buildReason, STAMP_NAME, webBuildState, webSourcesHash } from './web-build-stamp';

let root: string;
const write = (path: string, text: string) => {
  mkdirSync(dirname(join(root, path)), { recursive: true });
  writeFileSync(join(root, path), text);
};

beforeEach(() => {
  root = mkdtempSync(join(tmpdir(), 'hr-web-build-'));
  write('apps/web/index.html', '<div id="root"></div>');
  write('apps/web/src/main.tsx', 'render()');
  write('packages/domain/src/rules.ts', 'export const max = 10;');
  write('packages/i18n/locales/en/common.json', '{"ok":"OK"}');
  write('package-lock.json', '{"lockfileVersion":3}');
});
afterEach(() => rmSync(root, { recursive: true, force: true }));

describe('buildReason: whether npm start builds the web app', () => {
  it('builds when there is no output, when the output has no stamp, and when the sources changed; not otherwise', () => {
    expect(buildReason({ hasOutput: false, storedHash: 'a', currentHash: 'a' })).toBe('no build yet');
    expect(buildReason({ hasOutput: true, storedHash: null, currentHash: 'a' })).toBe('the build has no record of its sources');
    expect(buildReason({ hasOutput: true, storedHash: 'a', currentHash: 'b' })).toBe('the sources changed');
    expect(buildReason({ hasOutput: true, storedHash: 'a', currentHash: 'a' })).toBeNull();
  });

  it('reads the state from the repository: a fresh clone builds, a stamped build of the same sources does not, an edit does again', () => {
    expect(buildReason(webBuildState(root))).toBe('no build yet');
    write('apps/web/dist/index.html', '<html>');
    expect(buildReason(webBuildState(root))).toBe('the build has no record of its sources');
    write(`apps/web/${STAMP_NAME}`, `${webSourcesHash(root)}\n`);
    expect(buildReason(webBuildState(root))).toBeNull();
    write('packages/i18n/locales/th/common.json', '{"ok":"ตกลง"}');
    expect(buildReason(webBuildState(root))).toBe('the sources changed');
  });
});

describe('webSourcesHash', () => {
  it('changes with any input of the build: web files, the domain and locale packages, the locked versions, a renamed file', () => {
    const seen = new Set([webSourcesHash(root)]);
    expect(webSourcesHash(root)).toBe([...seen][0]);
    const changes = [
      () => write('apps/web/src/main.tsx', 'render(<App />)'),
      () => write('apps/web/src/pages/new.tsx', 'export {}'),
      () => write('packages/domain/src/rules.ts', 'export const max = 11;'),
      () => write('packages/i18n/locales/en/common.json', '{"ok":"Okay"}'),
      () => write('package-lock.json', '{"lockfileVersion":3,"x":1}'),
      () => renameSync(join(root, 'apps/web/src/pages/new.tsx'), join(root, 'apps/web/src/pages/old.tsx')),
    ];
    for (const change of changes) {
      change();
      const hash = webSourcesHash(root);
      expect(seen.has(hash)).toBe(false);
      seen.add(hash);
    }
  });

  it('ignores what does not enter the bundle: the output, installed packages, tests and the stamp', () => {
    const before = webSourcesHash(root);
    write('apps/web/dist/assets/index.js', 'built');
    write('apps/web/node_modules/x/index.js', 'dep');
    write('packages/domain/src/rules.test.ts', 'test');
    write('apps/web/src/Page.test.tsx', 'test');
    write(`apps/web/${STAMP_NAME}`, 'abc');
    expect(webSourcesHash(root)).toBe(before);
  });
});
