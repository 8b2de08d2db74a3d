import { eq } from 'drizzle-orm';
import type { Database } from '../db/index.ts';
import { seedDemoAccount } from './account.ts';
import { seedAreaContractors } from './area-contractors.ts';
import { seedCatalog } from './catalog.ts';
import { seedClosingItems } from './closing-items.ts';
import { seedContent } from './content.ts';
import { seedDemoContracts } from './contracts.ts';
import { demoUsers, seedDemo } from './demo.ts';
import { seedDispatch } from './dispatch.ts';
import { seedPartners } from './partners.ts';
import { seedQuestionFlows } from './question-flows.ts';
import { seedReference } from './reference.ts';
import { seedStaffDemo } from './staff.ts';

/** Seeds reference data, and demo data on first run. Returns true when demo data was added. */
export async function seedDatabase(database: Database, opts: { demo: boolean }): Promise<boolean> {
  const { t } = database;
  const first = demoUsers[0];
  const hasDemo =
    first !== undefined &&
    (await database.db.select({ id: t.users.id }).from(t.users).where(eq(t.users.id, first.id)).limit(1)).length > 0;
  return database.transaction(async (tx) => {
    await seedReference(tx, t);
    await seedClosingItems(tx, t);
    await seedCatalog(tx, t);
    await seedQuestionFlows(tx, t);
    await seedContent(tx, t);
    if (!opts.demo || hasDemo) return false;
    await seedDemo(tx, t);
    await seedDispatch(tx, t);
    await seedPartners(tx, t);
    await seedDemoContracts(tx, t);
    await seedDemoAccount(tx, t);
    await seedStaffDemo(tx, t);
    await seedAreaContractors(tx, t);
    return true;
  });
}
export { DEMO_PASSWORD, demoSignIns } from './demo.ts';
