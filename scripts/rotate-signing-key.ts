/**
 * `npm run keys:rotate`: adds a new access-token signing key to the database named by DATABASE_URL and
 * deletes keys too old to verify any token still alive. Running API processes sign with the new key within
 * a minute; tokens signed with the previous key stay valid until they expire (api/src/plugins/signing-keys.ts).
 * With JWT_SECRET set the processes use that one key instead, and rotating means changing it by hand.
 */

import { loadConfig } from '../api/src/config.ts';
import { createDatabase } from '../api/src/db/index.ts';
import { ACCESS_TOKEN_TTL_SECONDS } from '../api/src/plugins/auth.ts';
import { rotateAccessTokenKey } from '../api/src/plugins/signing-keys.ts';

const config = loadConfig();
if (config.jwtSecret) console.warn('JWT_SECRET is set: processes started with it ignore the keys in the database.');
const database = createDatabase(config.databaseUrl);
try {
  await database.startupExclusive(() => database.migrate());
  const kid = await rotateAccessTokenKey(database, ACCESS_TOKEN_TTL_SECONDS * 1000);
  console.log(`New access-token signing key ${kid}; processes use it within a minute.`);
} finally {
  await database.close();
}
