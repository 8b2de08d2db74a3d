/**
 * Says how old the data on screen is when it may not be current: offline, or after a refresh failed.
 * Screens put it above what a query shows.
 */
import { useOnline } from '#web/lib/use-online.ts';

const minute = 60_000;

export function ageText(updatedAt: number, now = Date.now()): string {
  const minutes = Math.max(0, Math.round((now - updatedAt) / minute));
  if (minutes < 1) return 'just now';
  if (minutes < 60) return `${minutes} minute${minutes === 1 ? '' : 's'} ago`;
  const hours = Math.round(minutes / 60);
  if (hours < 24) return `${hours} hour${hours === 1 ? '' : 's'} ago`;
  const days = Math.round(hours / 24);
  return `${days} day${days === 1 ? '' : 's'} ago`;
}

export function DataAge({ updatedAt, refreshFailed = false }: { updatedAt: number; refreshFailed?: boolean }) {
  const online = useOnline();
  if (!updatedAt || (online && !refreshFailed)) return null;
  const when = new Date(updatedAt).toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' });
  return (
    <p className="data-age" role="status">
      {online ? 'Could not refresh. ' : 'You are offline. '}Showing the copy saved on this device from {when} (
      {ageText(updatedAt)}).
    </p>
  );
}
