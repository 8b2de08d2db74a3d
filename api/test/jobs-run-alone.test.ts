/**
 * Two runs of one job never overlap, on both dialects: a run started while another of the same job is under
 * way (another trigger, another process) does nothing and says so; once the first has ended, the next runs.
 */
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { JobContext, JobDefinition } from '../src/jobs/job.ts';
import { ALREADY_RUNNING, runJob } from '../src/jobs/registry.ts';
import { buildTestApp, type TestApp } from './helper.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => {
  await t.close();
});

const contextOf = (app: TestApp['app'], database = t.database): JobContext => ({
  database,
  gateway: app.paymentGateway,
  mailer: app.mailer,
  config: app.config,
  log: app.log,
  now: new Date(),
});

describe(`a job's runs, on ${inject('dialect')}`, () => {
  it('never overlap: the second waits for nothing and does nothing', async () => {
    let release: () => void = () => undefined;
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    let runs = 0;
    const slow: JobDefinition = {
      name: 'slow-test-job',
      schedule: '0 0 * * *',
      async run() {
        runs += 1;
        await gate;
        return { changed: 1, lines: ['done'] };
      },
    };
    const first = runJob(slow, contextOf(t.app), 'command');
    // Give the first run time to take its lock.
    await new Promise((resolve) => setTimeout(resolve, 200));
    const second = await runJob(slow, contextOf(t.app), 'staff');
    expect(second).toMatchObject({ changed: 0, lines: [ALREADY_RUNNING], error: null });
    release();
    expect(await first).toMatchObject({ changed: 1, lines: ['done'], error: null });
    expect(runs).toBe(1);
    const third = await runJob(slow, contextOf(t.app), 'command');
    expect(third).toMatchObject({ changed: 1 });
    expect(runs).toBe(2);
  });
});
