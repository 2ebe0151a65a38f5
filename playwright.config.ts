import { defineConfig } from '@playwright/test';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

// The browser suite runs against the production server on a fresh embedded database, in Debian's
// Chromium (never a downloaded browser).
const port = Number(process.env.E2E_PORT ?? 3180);
const dataDir = process.env.E2E_DATA_DIR ?? mkdtempSync(join(tmpdir(), 'hr-e2e-'));
process.env.E2E_DATA_DIR = dataDir;

export default defineConfig({
  testDir: 'e2e/specs',
  timeout: 60_000,
  // Two cores serve the browser, the server and its database: a first list can take over 5 s to
  // come when the machine is busy, so assertions wait up to 10 s before they fail.
  expect: { timeout: 10_000 },
  // One retry in CI; the flaky reporter lists every test that needed it, so it gets fixed.
  retries: process.env.CI ? 1 : 0,
  workers: 1,
  forbidOnly: !!process.env.CI,
  reporter: [[process.env.CI ? 'list' : 'line'], ['./e2e/flaky-reporter.ts']],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    viewport: { width: 1440, height: 900 },
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
    },
  },
  webServer: {
    command: 'npm run build --silent -w apps/web && tsx apps/server/src/main.ts',
    url: `http://127.0.0.1:${port}/api/1.0/maintenance`,
    timeout: 120_000,
    reuseExistingServer: false,
    // Every test logs in from 127.0.0.1: the per-address login lock (tested in the API suite) would
    // otherwise count the whole suite's deliberate failures against one address.
    env: { PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'warn', APP_URL: `http://127.0.0.1:${port}`, LOGIN_ADDRESS_LOCK_AFTER: '1000' },
  },
});
