/**
 * npm run restore -- ARCHIVE --data DIR: restores a backup into DIR, a new folder laid out like data/
 * (`app.db` and `files/`); then run the server with DATABASE_URL=file:DIR/app.db and DATA_DIR=DIR/files.
 */
import { parseArgs } from 'node:util';
import { restoreBackup } from '../api/src/db/backup.ts';

const { values, positionals } = parseArgs({ options: { data: { type: 'string' } }, allowPositionals: true });
const [archive] = positionals;
if (!archive || !values.data) {
  console.error('Usage: npm run restore -- ARCHIVE --data DIR');
  process.exit(1);
}
try {
  const { databaseFile, filesDir } = await restoreBackup(archive, values.data);
  console.log(`Restored. Start the server with DATABASE_URL=file:${databaseFile} DATA_DIR=${filesDir}`);
} catch (error) {
  console.error((error as Error).message);
  process.exit(1);
}
