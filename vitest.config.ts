import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

// The API suite runs twice: on embedded PGlite and on PostgreSQL (TEST_DATABASE_URL). Under CI the
// PostgreSQL run is mandatory: a missing URL fails the run instead of silently skipping it.
const pgUrl = process.env.TEST_DATABASE_URL;
if (!pgUrl && process.env.CI === 'true') throw new Error('CI=true but TEST_DATABASE_URL is not set: the PostgreSQL API suite would be skipped.');
if (!pgUrl) console.warn('TEST_DATABASE_URL is not set: the API suite runs on PGlite only.');

const api = (engine: 'pglite' | 'postgres') => ({
  extends: true as const,
  test: {
    name: `api-${engine}`,
    include: ['apps/server/src/**/*.test.ts'],
    env: { DB_ENGINE: engine },
    // The migrated template each file's fresh database is copied from, made once per run.
    globalSetup: ['apps/server/src/test/db-template.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});

export default defineConfig({
  test: {
    pool: 'forks',
    // A fork keeps its imported modules from one test file to the next: importing the app took a
    // third of the run when every file loaded it afresh. Each file still gets its own database and
    // app (test/harness.ts), and no test mocks modules or stubs globals that could leak.
    isolate: false,
    // One fork per core (Vitest's default leaves one core idle: a single fork on this 2-core machine).
    maxWorkers: availableParallelism(),
    projects: [
      { extends: true, test: { name: 'unit', include: ['packages/*/src/**/*.test.ts', 'e2e/*.test.ts', 'scripts/*.test.ts'] } },
      api('pglite'),
      ...(pgUrl ? [api('postgres')] : []),
    ],
  },
});
