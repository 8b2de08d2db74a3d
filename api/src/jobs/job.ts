/**
 * A job of the clock: written once (name, schedule, handler) and run by whichever runner the database calls
 * for: pg-boss on PostgreSQL (each run taken once across processes), an in-process schedule on SQLite, or
 * `npm run jobs -- --now <ISO time>` once. What a run does is decided from the data at `now` (contract,
 * invoice and attempt dates), never from when the job last ran, and each effect is keyed by a unique
 * constraint (contract and period, invoice and attempt), so a second run at the same `now` changes nothing.
 */

import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../config.ts';
import type { Database } from '../db/index.ts';
import type { Mailer } from '../mail/index.ts';
import type { PaymentGateway } from '../payments/index.ts';
import type { AppMetrics } from '../plugins/index.ts';

export interface JobContext {
  database: Database;
  gateway: PaymentGateway;
  mailer: Mailer;
  config: Config;
  log: FastifyBaseLogger;
  /** The moment the run acts as of (the real time, or `--now`). */
  now: Date;
  /** Where runs are counted when the server has metrics on. */
  metrics?: AppMetrics;
}

/** What a run did, for the operator's console and the staff jobs screen. */
export interface JobReport {
  /** How many things it changed (0 on a run with nothing due). */
  changed: number;
  /** One line per thing done, e.g. "charged HW-20418837 $64.99 for 2027-06". */
  lines: string[];
}

export interface JobDefinition {
  /** Stable, kebab-case: the pg-boss queue name and the key of its runs. */
  name: string;
  /** A cron expression (UTC) for the server's schedule. */
  schedule: string;
  run(context: JobContext): Promise<JobReport>;
  /**
   * Runs of it at the same moment share the work (each claims what it does, and takes no row another holds),
   * so a second run, in this process or another, goes ahead instead of doing nothing.
   */
  sharesWork?: boolean;
}
