/**
 * "March 25, 2026" ("25 de marzo de 2026" on a Spanish page): the day an article was published, the same day
 * wherever the reader is.
 */
import { longDate } from '#web/lib/i18n/index.ts';

export function formatArticleDate(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  return longDate(date);
}
