/**
 * One pass of the sync engine over the queue: runs are taken in seq order and sent (a run in one batch when
 * the transport batches, else item by item); answers of a kind with onSuccessMany are stored together; the
 * pass stops at the first item that must wait and skips those the server refused.
 */
import type { OutboxItem } from './db.ts';
import { classifyFailure } from './failures.ts';
import { type MutationContext, mutationKind } from './registry.ts';
import type { SyncQueue } from './sync-queue.ts';
import type { SyncRefusals } from './sync-refusals.ts';
import type { SyncSending } from './sync-sending.ts';
import type { Answered, AnyKind, BatchedAnswer, BatchedCall, SyncParts } from './sync-types.ts';

/** Version conflicts in a row after which the queue waits for the next replay instead of fetching again. */
const MAX_REBASES = 3;
/** Answers of a kind with onSuccessMany are stored together: at most this many, at most this long after the first. */
const ANSWER_GROUP_SIZE = 100;
const ANSWER_GROUP_MS = 250;
export const UNKNOWN_KIND_MESSAGE =
  'This change was made with another version of the app and cannot be sent by this one. Discard it or update the app.';

export interface ReplayPassParts {
  queue: SyncQueue;
  sending: SyncSending;
  refusals: SyncRefusals;
  /** The queue has nothing left to send (the pass's answers are stored). */
  drained(): Promise<void>;
}

export function createReplayPass(
  { transport, context, emit }: SyncParts,
  { queue, sending, refusals, drained }: ReplayPassParts,
) {
  /** One pass over the queue. Stops at the first item that must wait; skips those the server refused. */
  return async function replayPass(): Promise<void> {
    let rebases = 0;
    // Items answered but not stored yet (one kind with onSuccessMany), and where the walk goes on.
    let group: { kind: AnyKind; answered: Answered[]; since: number } | null = null;
    let from = 0;
    const storeGroup = async () => {
      if (!group) return;
      const { kind, answered } = group;
      group = null;
      await sending.storeAnswers(kind, answered);
    };

    /** An item the server took (or that had nothing left to send): the walk goes on after it. */
    async function took(item: OutboxItem, kind: AnyKind, sent: { answer: unknown } | undefined | null) {
      rebases = 0;
      from = item.seq! + 1;
      if (sent) {
        group ??= { kind, answered: [], since: Date.now() };
        group.answered.push({ item, answer: sent.answer });
        if (group.answered.length >= ANSWER_GROUP_SIZE) await storeGroup();
      } else {
        emit(item, 'synced');
      }
    }

    /** An item the server did not take: 'again' to read the queue again, 'stop' to end the pass. */
    async function failed(item: OutboxItem, kind: AnyKind, error: unknown): Promise<'again' | 'stop'> {
      await storeGroup();
      const failure = classifyFailure(error);
      if (failure === 'versionConflict' && kind.rebase && rebases < MAX_REBASES) {
        rebases += 1;
        if (await refusals.rebase(item, kind)) return 'again';
      }
      const handling = failure === 'versionConflict' ? (kind.rebase ? 'retry' : 'rejected') : failure;
      return (await refusals.handleFailure(item, kind, handling, error)) ? 'again' : 'stop';
    }

    /** Sends one item: 'next' to go on with the run, 'again' to read the queue again, 'stop' to end the pass. */
    async function sendItem(item: OutboxItem): Promise<'next' | 'again' | 'stop'> {
      const kind = mutationKind(item.name);
      // Another kind may read what the answers store (a ticket edit reads the stored ticket).
      if (group && (group.kind !== kind || Date.now() - group.since > ANSWER_GROUP_MS)) await storeGroup();
      if (!kind) {
        await refusals.markFailed(item, undefined, UNKNOWN_KIND_MESSAGE);
        return 'next';
      }
      try {
        if (!(await refusals.heldByConflict(item, kind))) await took(item, kind, await sending.send(item, kind));
        return 'next';
      } catch (error) {
        return failed(item, kind, error);
      }
    }

    /**
     * Sends a run in one batch request and takes its answers in order, as if each had been its own request.
     * A run is items of one kind whose bodies read only their own arguments, or items of kinds with `expect`,
     * each body built on what the server holds once the ones before it are made. Answers where the run
     * stopped: the items after that index were not taken and go back to waiting.
     */
    async function sendRunInBatch(
      run: readonly OutboxItem[],
    ): Promise<{ outcome: 'next' | 'again' | 'stop'; stoppedAt: number }> {
      const within: MutationContext = { ...context(), expected: new Map() };
      const calls: { index: number; item: OutboxItem; kind: AnyKind; call: BatchedCall }[] = [];
      // An item whose body could not be built: the ones before it go first, then it fails as on its own.
      let unprepared: { index: number; item: OutboxItem; kind: AnyKind; error: unknown } | null = null;
      for (const [index, item] of run.entries()) {
        const kind = mutationKind(item.name)!;
        try {
          if (await refusals.heldByConflict(item, kind, within)) continue;
          const call = await sending.prepare(item, kind, within);
          if (call) {
            await kind.expect?.(item.args, call.body, within);
            calls.push({ index, item, kind, call });
          } else {
            if (group && group.kind !== kind) await storeGroup();
            await took(item, kind, null);
          }
        } catch (error) {
          unprepared = { index, item, kind, error };
          break;
        }
      }
      if (calls.length) {
        let answers: BatchedAnswer[];
        try {
          answers = await sending.sendTogether(calls.map(({ call }) => call));
        } catch (error) {
          const [first] = calls;
          return { outcome: await failed(first!.item, first!.kind, error), stoppedAt: first!.index };
        }
        for (const [position, { index, item, kind }] of calls.entries()) {
          const answer = answers[position];
          // Not run (or not answered): it waits, with the rest, for the next read of the queue.
          if (answer === undefined || answer === 'notRun') {
            await queue.forgetExpectedBodies(calls.slice(position));
            return { outcome: 'again', stoppedAt: index - 1 };
          }
          if ('error' in answer) {
            await queue.forgetExpectedBodies(calls.slice(position + 1));
            return { outcome: await failed(item, kind, answer.error), stoppedAt: index };
          }
          if (group && group.kind !== kind) await storeGroup();
          await took(item, kind, await sending.settle(item, kind, answer.answer));
        }
      }
      if (unprepared) {
        const { item, kind, error, index } = unprepared;
        return { outcome: await failed(item, kind, error), stoppedAt: index };
      }
      return { outcome: 'next', stoppedAt: run.length - 1 };
    }

    try {
      for (;;) {
        const run = await queue.takeRun(from);
        if (run.length === 0) {
          await storeGroup();
          await drained();
          return;
        }
        if (transport.batch && run.length > 1) {
          const { outcome, stoppedAt } = await sendRunInBatch(run);
          if (outcome === 'next') continue;
          await queue.backToWaiting(run.slice(stoppedAt + 1));
          if (outcome === 'stop') return;
          continue;
        }
        for (const [index, item] of run.entries()) {
          const outcome = await sendItem(item);
          if (outcome === 'next') continue;
          // The rest of the run was not sent: back to waiting, to be read again.
          await queue.backToWaiting(run.slice(index + 1));
          if (outcome === 'stop') return;
          break;
        }
      }
    } finally {
      // The answers the server gave are stored whatever stopped the pass.
      await storeGroup();
    }
  };
}
