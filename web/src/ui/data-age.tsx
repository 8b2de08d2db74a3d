/**
 * Says how old the data on screen is when it may not be current: offline, or after a refresh failed.
 * Screens put it above what a query shows.
 */
import { m } from '@hw/shared/i18n';
import { moment } from '#web/lib/format.ts';
import { useOnline } from '#web/lib/use-online.ts';

const minute = 60_000;

export function ageText(updatedAt: number, now = Date.now()): string {
  const minutes = Math.max(0, Math.round((now - updatedAt) / minute));
  if (minutes < 1) return m.data_age_just_now();
  if (minutes < 60) return m.data_age_minutes({ count: minutes });
  const hours = Math.round(minutes / 60);
  if (hours < 24) return m.data_age_hours({ count: hours });
  return m.data_age_days({ count: Math.round(hours / 24) });
}

export function DataAge({ updatedAt, refreshFailed = false }: { updatedAt: number; refreshFailed?: boolean }) {
  const online = useOnline();
  if (!updatedAt || (online && !refreshFailed)) return null;
  const words = { when: moment(new Date(updatedAt).toISOString()), age: ageText(updatedAt) };
  return (
    <p className="data-age" role="status">
      {online ? m.data_age_refresh_failed(words) : m.data_age_offline(words)}
    </p>
  );
}
