import type { Tables, Tx } from '../db/index.ts';

/** Demo real-estate partners (agents, title companies, loan officers) for the order form's partner search. */
export async function seedPartners(_tx: Tx, _t: Tables): Promise<void> {}
