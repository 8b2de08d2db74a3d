/**
 * `sms-due` (every 5 minutes): sends the texts whose time has come (api/src/sms). A text that is not urgent
 * (a decision on a claim, a cash offer) written outside 8:00-21:00 at the property waits until 8:00 there; the
 * others go after their cause commits, and this job sends any that a stopped process left behind. Each text is
 * taken by one conditional update, so a run beside the after-commit send, or in another process, never sends
 * one twice; what is due comes from `now`, so a run again sends nothing more.
 */
import { smsTextsFor } from '../sms/index.ts';
import type { JobDefinition } from './job.ts';

export const smsDueJob: JobDefinition = {
  name: 'sms-due',
  schedule: '*/5 * * * *',
  async run(context) {
    const report = await smsTextsFor(context).sendDue(context.now);
    return { changed: report.sent + report.failed + report.cancelled, lines: report.lines };
  },
};
