/**
 * The server goes down in the middle of a replay and comes back: it had made the queued changes but died
 * before answering, so the device sends them again, and every change still reaches it exactly once, in order. This test runs its own server process so that it can stop and restart it.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { expect, test } from '@playwright/test';

const PORT = Number(process.env.E2E_RESTART_PORT ?? 4331);
const BASE = `http://127.0.0.1:${PORT}`;
const root = resolve(import.meta.dirname, '../..');
const dir = mkdtempSync(join(tmpdir(), 'hw-e2e-restart-'));
const env = {
  ...process.env,
  PORT: String(PORT),
  DATABASE_URL: `file:${join(dir, 'app.db')}`,
  DATA_DIR: join(dir, 'files'),
  SEED_DEMO: '1',
  // Fixed so that the session outlives the restart, as it does in production.
  JWT_SECRET: 'e2e-restart-secret-0123456789-0123456789',
};

let server: ChildProcess | null = null;

async function startServer() {
  server = spawn(process.execPath, ['--import', 'tsx', 'api/src/server.ts'], { cwd: root, env, stdio: 'ignore' });
  for (let i = 0; i < 300; i++) {
    const up = await fetch(`${BASE}/api/status`).then(
      (r) => r.ok,
      () => false,
    );
    if (up) return;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error('the server did not start');
}

async function stopServer() {
  const child = server;
  server = null;
  if (!child || child.exitCode !== null) return;
  await new Promise<void>((done) => {
    child.once('exit', () => done());
    // A crash, not a polite shutdown: requests in flight lose their answers.
    child.kill('SIGKILL');
  });
}

test.use({ baseURL: BASE, serviceWorkers: 'block' });
test.beforeAll(startServer);
test.afterAll(async () => {
  await stopServer();
  rmSync(dir, { recursive: true, force: true });
});

test('changes queued offline reach the server exactly once although it restarts mid-sync', async ({
  page,
  context,
  request,
}) => {
  const signIn = await request.post(`${BASE}/api/authenticate`, {
    data: { grant_type: 'password', username: 'contractor@example.com', password: 'demo-password' },
  });
  const token = (await signIn.json()).access_token as string;
  const serverTicket = async (workOrderId: string) =>
    (
      await request.get(`${BASE}/api/contractor/dispatch/${workOrderId}`, {
        headers: { Authorization: `Bearer ${token}` },
      })
    ).json() as Promise<{ notes: { note: string }[]; tax: number }>;

  await page.goto('/account');
  await page.getByPlaceholder('Email Address').fill('contractor@example.com');
  await page.getByLabel('Password').fill('demo-password');
  await page.getByRole('button', { name: 'Login' }).click();
  await page.goto('/account#dispatchTickets');
  await page
    .getByRole('link', { name: /Work order/ })
    .first()
    .click();
  const heading = page.getByRole('heading', { name: /^Work order / });
  await expect(heading).toBeVisible();
  const workOrderId = (await heading.textContent())!.replace('Work order ', '').trim();
  const before = await serverTicket(workOrderId);

  await context.setOffline(true);
  const notes = Array.from({ length: 8 }, (_, i) => `Restart note ${i + 1} ${Date.now()}`);
  for (const note of notes) {
    await page.getByLabel('Note', { exact: true }).fill(note);
    await page.getByRole('button', { name: 'Add Note' }).click();
  }
  const tax = String(before.tax + 3);
  await page.getByLabel('Tax', { exact: true }).fill(tax);
  await page.getByRole('button', { name: 'Save' }).click();
  const pending = page.getByTestId('pending-count');
  await expect(pending).toHaveText('9 pending');

  // The queue goes out in one batch: the server applies it, then crashes before its answer leaves.
  let crashed = false;
  await page.route('**/api/sync/batch', async (route) => {
    if (crashed) {
      await route.continue().catch(() => route.abort('connectionrefused').catch(() => undefined));
      return;
    }
    crashed = true;
    await route.fetch().catch(() => undefined);
    await stopServer();
    await route.abort('connectionreset').catch(() => undefined);
  });
  await context.setOffline(false);
  await expect.poll(() => crashed, { timeout: 15_000 }).toBe(true);
  await expect.poll(() => server).toBeNull();
  // The device never heard that its changes were made: they are still queued.
  await expect(pending).not.toHaveText('All changes synced');
  await startServer();
  await page.getByRole('button', { name: 'Sync now' }).click();
  await expect(pending).toHaveText('All changes synced', { timeout: 30_000 });

  const after = await serverTicket(workOrderId);
  const ours = after.notes.map((n) => n.note).filter((n) => n.startsWith('Restart note'));
  // Newest first, each once.
  expect(ours).toEqual([...notes].reverse());
  expect(after.tax).toBe(Number(tax));
});
