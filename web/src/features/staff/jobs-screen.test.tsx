import type { StaffJobList, StaffJobRun } from '@hw/shared';
import { describe, expect, it, vi } from 'vitest';
import { click, settle } from '#web/ui/render-for-test.tsx';
import { JobsScreen } from './jobs-screen.tsx';
import { queryClientEachTest } from './staff-test-helpers.tsx';

const api = vi.hoisted(() => ({ get: vi.fn(), post: vi.fn() }));
vi.mock('#web/lib/api/index.ts', () => ({
  apiGet: (...args: unknown[]) => api.get(...args),
  apiPost: (...args: unknown[]) => api.post(...args),
}));

const failedRun: StaffJobRun = {
  runId: 'run-2',
  now: '2027-06-10T09:00:00.000Z',
  trigger: 'schedule',
  startedAt: '2027-06-10T09:00:01.000Z',
  finishedAt: '2027-06-10T09:00:03.000Z',
  changed: 1,
  lines: ['invoiced HW-20418837 $64.99 for 2027-06'],
  error: 'connection terminated',
};
const earlierFailure: StaffJobRun = { ...failedRun, runId: 'run-1', error: 'the card processor timed out' };
const retried: StaffJobRun = {
  ...failedRun,
  runId: 'run-3',
  trigger: 'staff',
  changed: 1,
  lines: ['charged HW-20418837 $64.99 for 2027-06'],
  error: null,
};

const list = (billingRun: StaffJobRun, failures: StaffJobRun[]): StaffJobList => ({
  items: [
    {
      name: 'contract-lifecycle',
      schedule: '0 5 * * *',
      nextRunAt: '2027-06-11T05:00:00.000Z',
      lastRun: null,
      failures: [],
    },
    {
      name: 'monthly-billing',
      schedule: '0 9 * * *',
      nextRunAt: '2027-06-11T09:00:00.000Z',
      lastRun: billingRun,
      failures,
    },
  ],
});

const row = (name: string) =>
  [...document.querySelectorAll<HTMLElement>('[data-testid="staff-job"]')].find((el) => el.textContent?.includes(name));

const renderScreen = queryClientEachTest(api);

describe('the jobs screen', () => {
  it('marks a failed job, offers Retry, and shows the new run with its lines once retried', async () => {
    const answers = [list(failedRun, [failedRun, earlierFailure]), list(retried, [failedRun, earlierFailure])];
    api.get.mockImplementation(async () => answers.shift());
    api.post.mockResolvedValue(retried);
    await renderScreen(<JobsScreen />);
    for (let i = 0; i < 3; i++) await settle();

    const lifecycle = row('contract-lifecycle');
    expect(lifecycle?.textContent).toContain('Daily at 05:00 UTC');
    expect(lifecycle?.textContent).toContain('Never');
    expect(lifecycle?.querySelector('button')?.textContent).toBe('Run now');

    const billing = row('monthly-billing');
    expect(billing?.className).toContain('staff-jobs__row--failed');
    expect(billing?.textContent).toContain('Failed: connection terminated');
    expect(billing?.textContent).toContain('started by its schedule');
    expect(billing?.textContent).toContain('1 line of the last run, 1 earlier failure');
    expect(billing?.textContent).toContain('the card processor timed out');
    expect(billing?.querySelector('details')?.open).toBe(false);
    const retry = billing?.querySelector('button') ?? null;
    expect(retry?.textContent).toBe('Retry');

    await click(retry);
    for (let i = 0; i < 3; i++) await settle();
    expect(api.post.mock.calls[0]?.[0]).toBe('/api/staff/jobs/monthly-billing/run');
    expect(api.get).toHaveBeenCalledTimes(2);
    const after = row('monthly-billing');
    expect(after?.className).not.toContain('staff-jobs__row--failed');
    expect(after?.textContent).toContain('started by staff');
    expect(after?.textContent).toContain('1 changed');
    expect(after?.querySelector('details')?.open).toBe(true);
    expect(after?.querySelector('ol')?.textContent).toBe('charged HW-20418837 $64.99 for 2027-06');
    expect(after?.querySelector('button')?.textContent).toBe('Run now');
  });
});
