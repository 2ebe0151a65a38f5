import { defineConfig } from '@playwright/test';
import { mkdtempSync } from 'node:fs';
import { availableParallelism, tmpdir } from 'node:os';
import { join } from 'node:path';
import { serverSlot } from './e2e/server-slot';

// The browser suite runs against the production server on fresh embedded databases, in Debian's
// Chromium (never a downloaded browser). Each worker has its own server and data directory (its
// slot), so the workers share no data and a test never waits on another worker's writes.
const workers = Number(process.env.E2E_WORKERS ?? Math.min(availableParallelism(), 2));
// Made once by the runner; the workers inherit it through the environment.
process.env.E2E_DATA_ROOT ??= mkdtempSync(join(tmpdir(), 'hr-e2e-'));

export default defineConfig({
  testDir: 'e2e/specs',
  timeout: 60_000,
  // Two cores serve the browsers, the servers and their databases: a first list can take over 5 s
  // to come when the machine is busy, so assertions wait up to 10 s before they fail.
  expect: { timeout: 10_000 },
  // One retry in CI; the flaky reporter lists every test that needed it, so it gets fixed.
  retries: process.env.CI ? 1 : 0,
  workers,
  forbidOnly: !!process.env.CI,
  reporter: [[process.env.CI ? 'list' : 'line'], ['./e2e/flaky-reporter.ts']],
  use: {
    viewport: { width: 1440, height: 900 },
    // The app turns antd's animations off for users who ask for less motion; the suite asks too,
    // so no click lands on a dialog that is still zooming in.
    reducedMotion: 'reduce',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
    },
  },
  // One server per worker slot; the first builds the web app the others serve too, when its sources
  // changed since the last build (scripts/build-web.ts), as `npm start` does.
  webServer: Array.from({ length: workers }, (_, slot) => {
    const { port, dataDir } = serverSlot(slot);
    return {
      command: `${slot === 0 ? 'tsx scripts/build-web.ts && ' : ''}tsx apps/server/src/main.ts`,
      url: `http://127.0.0.1:${port}/api/1.0/maintenance`,
      timeout: 120_000,
      reuseExistingServer: false,
      // Every test logs in from 127.0.0.1: the per-address login lock (tested in the API suite)
      // would otherwise count the whole suite's deliberate failures against one address.
      env: { PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'warn', APP_URL: `http://127.0.0.1:${port}`, LOGIN_ADDRESS_LOCK_AFTER: '1000' },
    };
  }),
});
