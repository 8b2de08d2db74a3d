/**
 * npm run backup [-- --out FILE]: a consistent copy of the SQLite database and the files folder, taken while
 * the server runs, in one archive (default data/backups/backup-<time>.tar.gz). Reads DATABASE_URL and DATA_DIR.
 */
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { loadConfig } from '../api/src/config.ts';
import { sqliteFileOf, writeBackup } from '../api/src/db/backup.ts';

const { values } = parseArgs({ options: { out: { type: 'string' } } });
try {
  const config = loadConfig();
  const stamp = new Date()
    .toISOString()
    .replaceAll(':', '-')
    .replace(/\.\d+Z$/, 'Z');
  const out = values.out ?? join('data', 'backups', `backup-${stamp}.tar.gz`);
  const written = await writeBackup({ databaseFile: sqliteFileOf(config.databaseUrl), filesDir: config.dataDir }, out);
  console.log(`Backup written: ${written}`);
} catch (error) {
  console.error((error as Error).message);
  process.exit(1);
}
