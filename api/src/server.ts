/** Starts the product: migrate, seed on first run, serve. */
import { buildApp } from './app.ts';
import { type Config, loadConfig } from './config.ts';
import { createDatabase } from './db/index.ts';
import { DEMO_PASSWORD, demoSignIns, seedDatabase } from './seed/index.ts';
import { startTracing } from './telemetry/index.ts';

let config: Config;
try {
  config = loadConfig();
} catch (error) {
  // A missing or bad setting: the message lists each one; a stack trace would only hide it.
  console.error((error as Error).message);
  process.exit(1);
}
// `npm start` asks this before it spends minutes on the build.
if (process.argv.includes('--check-config')) process.exit(0);
// Tracing starts before the database opens, so its queries are traced too.
const tracing = config.tracing ? startTracing(config.tracing) : undefined;
const database = createDatabase(config.databaseUrl, { tracer: tracing?.tracer });
// Processes starting together on one database migrate and seed one after the other.
const seeded = await database.startupExclusive(async () => {
  await database.migrate();
  return seedDatabase(database, { demo: config.seedDemo });
});
await database.optimize();
const app = await buildApp(config, database, { logger: true, jobs: config.jobs, tracing });

let closing = false;
async function shutdown(signal: string) {
  if (closing) return;
  closing = true;
  app.log.info(`${signal} received, shutting down`);
  // Requests in flight finish; a keep-alive connection is closed as soon as its answer is out, instead of
  // holding the process until the client's idle timeout.
  const closeIdle = setInterval(() => app.server.closeIdleConnections(), 100);
  await app.close();
  clearInterval(closeIdle);
  await database.close();
  await tracing?.shutdown();
  process.exit(0);
}
process.on('SIGINT', () => void shutdown('SIGINT'));
process.on('SIGTERM', () => void shutdown('SIGTERM'));

await app.listen({ port: config.port, host: config.host });
const address = `http://${config.host === '0.0.0.0' ? 'localhost' : config.host}:${(app.server.address() as { port: number }).port}`;
console.log(`\n${config.brand.name} is running at ${address}  (API at ${address}/api, docs at ${address}/api/docs)`);
console.log(`Database: ${database.dialect}${seeded ? ' (demo data seeded now)' : ''}`);
console.log(`Scheduled jobs: ${config.jobs ? 'on' : 'off (JOBS=off)'}`);
if (config.seedDemo) {
  console.log(`Demo sign-ins (password "${DEMO_PASSWORD}"):`);
  for (const s of demoSignIns) console.log(`  ${s.email.padEnd(26)} ${s.description}`);
}
