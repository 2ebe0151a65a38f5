import { join } from 'node:path';

/** The first worker's server port; worker slot n listens on the next ones. */
export const E2E_BASE_PORT = Number(process.env.E2E_BASE_PORT ?? 3180);

/**
 * The server of a worker slot (Playwright's parallelIndex): its port and data directory, under the
 * run's root made by the config. A worker restarted after a failure keeps its slot and its server.
 */
export const serverSlot = (slot: number) => ({
  port: E2E_BASE_PORT + slot,
  dataDir: join(process.env.E2E_DATA_ROOT!, String(slot)),
});
