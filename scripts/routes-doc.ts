/** `npm run docs:routes`: writes docs/routes.md, the API's routes by URL family with the file declaring each. */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { buildApp } from '../api/src/app.ts';
import { loadConfig } from '../api/src/config.ts';
import { createDatabase } from '../api/src/db/index.ts';
import { REPOSITORY_ROOT, routeCollector, routesMarkdown } from '../api/src/docs/route-list.ts';

const dir = mkdtempSync(join(tmpdir(), 'hw-routes-'));
try {
  const database = createDatabase(`file:${join(dir, 'routes.db')}`);
  await database.migrate();
  const config = loadConfig({
    DATA_DIR: join(dir, 'files'),
    JOBS: 'off',
    JWT_SECRET: 'routes-doc-0123456789-0123456789-abc',
  });
  const collector = routeCollector();
  const app = await buildApp(config, database, { onRoute: collector.onRoute });
  await app.ready();
  await app.close();
  await database.close();
  const file = resolve(REPOSITORY_ROOT, 'docs/routes.md');
  writeFileSync(file, routesMarkdown(collector.routes));
  console.log(`${collector.routes.length} routes written to docs/routes.md`);
} finally {
  rmSync(dir, { recursive: true, force: true });
}
