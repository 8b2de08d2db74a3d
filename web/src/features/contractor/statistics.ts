/** Turns the statistics answers into chart rows, score tiles and comments. */
import type { ScoresResponse, VocResponse } from '@hw/shared';

export interface Series {
  rows: { label: string; tickets: number; completed: number }[];
  keys: ('tickets' | 'completed')[];
  names: Record<string, string>;
}

/** Tickets received and completed per period (month, or trade when one month is chosen). */
export function seriesOf(voc: VocResponse | null | undefined): Series {
  return {
    rows: (voc?.items ?? []).map(({ label, tickets, completed }) => ({ label, tickets, completed })),
    keys: ['tickets', 'completed'],
    names: { tickets: 'Tickets', completed: 'Completed' },
  };
}

/** Scores are percentages; one decimal at most. */
export function scoreTiles(scores: ScoresResponse | null | undefined): { name: string; value: string }[] {
  return (scores?.scores ?? []).map(({ name, score }) => ({
    name,
    value: `${Number.isInteger(score) ? score : score.toFixed(1)}%`,
  }));
}

/** Customer comments of both answers, newest first, each once. */
export function commentsOf(...answers: (VocResponse | ScoresResponse | null | undefined)[]) {
  const seen = new Set<string>();
  return answers
    .flatMap((answer) => answer?.comments ?? [])
    .filter((c) => {
      const key = `${c.date}|${c.customerName}|${c.comment}`;
      if (seen.has(key)) return false;
      seen.add(key);
      return true;
    })
    .sort((a, b) => b.date.localeCompare(a.date));
}
