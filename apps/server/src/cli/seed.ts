import { ensureBaseData } from '../seed/base-data';
import { seedDemo } from '../seed/demo';
import { LARGE_PASSWORD, seedLargeCompany } from '../seed/large';
import { parseArgs } from './args';
import { openConfiguredDb } from './open-db';

// npm run seed -- [--demo] [--employees 20000] [--company LRG]
const args = parseArgs();
const { config, handle } = await openConfiguredDb();
try {
  await ensureBaseData(handle.db);
  if (args.demo || !args.employees) {
    const logins = await seedDemo(handle.db, config.DATA_DIR);
    console.log(logins ? `Demo data loaded; logins in ${config.DATA_DIR}/demo-logins.json` : 'Demo data skipped: employees exist already.');
  }
  if (args.employees) {
    const size = Number(args.employees);
    if (!Number.isInteger(size) || size < 50) throw new Error('--employees must be a whole number of at least 50');
    const started = Date.now();
    const { code } = await seedLargeCompany(handle.db, size, typeof args.company === 'string' ? args.company : 'LRG');
    console.log(`Company ${code}: ${size} employees in ${((Date.now() - started) / 1000).toFixed(1)} s (password ${LARGE_PASSWORD}).`);
  }
} finally {
  await handle.close();
}
