/**
 * Live tickets behind a load balancer: two API processes on one PostgreSQL database behind the round-robin
 * proxy. The technician's open list holds its change stream on one process; the claim is filed through the
 * proxy and may land on the other. The new work order appears in the list within 5 s, without a reload.
 * Skipped when PostgreSQL cannot be reached.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import pg from 'pg';
import { type Cluster, startCluster } from '../../scripts/cluster/cluster.ts';
import { apiToken, fileClaim, HOMEOWNER, openTicketList } from './claim-helpers.ts';

const adminUrl = process.env.TEST_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const proxyPort = Number(process.env.E2E_PORT ?? 4317) + 2;
const database = `hw_e2e_cluster_${process.pid}`;

test.use({ baseURL: `http://127.0.0.1:${proxyPort}` });
test.describe.configure({ timeout: 120_000 });

let cluster: Cluster | undefined;
let dataDir: string | undefined;
let reachable = true;

async function admin<T>(work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: adminUrl, connectionTimeoutMillis: 3000 });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

test.beforeAll(async () => {
  test.setTimeout(240_000);
  try {
    await admin(async (client) => {
      await client.query(`DROP DATABASE IF EXISTS ${database} WITH (FORCE)`);
      await client.query(`CREATE DATABASE ${database}`);
    });
  } catch {
    reachable = false;
    return;
  }
  const url = new URL(adminUrl);
  url.pathname = `/${database}`;
  dataDir = mkdtempSync(join(tmpdir(), 'hw-e2e-cluster-'));
  cluster = await startCluster({
    databaseUrl: url.toString(),
    dataDir,
    processes: 2,
    port: proxyPort,
    env: { JOBS: 'off', SMTP_URL: '' },
  });
});

test.afterAll(async () => {
  await cluster?.stop();
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  if (reachable) await admin((client) => client.query(`DROP DATABASE IF EXISTS ${database} WITH (FORCE)`));
});

test('with two API processes behind the proxy, a dispatched claim appears in the open list within 5 s', async ({
  page,
  request,
}) => {
  test.skip(!reachable, 'PostgreSQL cannot be reached');
  await openTicketList(page);
  const stream = page.waitForResponse((res) => res.url().includes('/api/live?ticket='));
  await page.reload();
  await expect(page.getByRole('link', { name: /Work order/ }).first()).toBeVisible();
  expect((await stream).status()).toBe(200);
  let reloaded = false;
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame()) reloaded = true;
  });

  // Two claims, so that with round-robin at least one is filed on the process not holding the stream.
  const homeowner = await apiToken(request, HOMEOWNER);
  for (let claim = 0; claim < 2; claim += 1) {
    const { workOrderId } = await fileClaim(request, homeowner);
    await expect(page.getByRole('link', { name: `Work order ${workOrderId}` })).toBeVisible({ timeout: 5000 });
  }
  expect(reloaded).toBe(false);
});
