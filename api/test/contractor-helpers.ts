/** What the contractor tests share: the seeded users they act as, and the ticket files go on. */
import { signedInTestApp } from './helper.ts';

/** The test app with the two contractors, the homeowner and staff signed in (`tokens`), ready in the tests. */
export const contractorTestApp = (env: NodeJS.ProcessEnv = {}) =>
  signedInTestApp(
    {
      contractor: 'contractor@example.com',
      contractor2: 'contractor2@example.com',
      homeowner: 'homeowner@example.com',
      staff: 'staff@example.com',
    },
    env,
  );

/** The demo contractor's open ticket that the file tests attach to. */
export const DISPATCH_ID = 'DSP-500101';
export const WORK_ORDER_ID = 'WO-104275';
