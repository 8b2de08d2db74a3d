/** Display helpers for the contractor screens. */
const money = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });

export const formatMoney = (dollars: number | null | undefined) => money.format(dollars ?? 0);

export function formatDate(iso: unknown): string {
  if (typeof iso !== 'string' || !iso) return '';
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : date.toLocaleDateString('en-US', { dateStyle: 'medium' });
}

/** A time of today as "9:46 AM", an older one with its date. */
export function formatDateTime(iso: string | null | undefined): string {
  if (!iso) return '';
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  if (date.toDateString() === new Date().toDateString()) {
    return date.toLocaleTimeString('en-US', { hour: 'numeric', minute: '2-digit' });
  }
  return date.toLocaleString('en-US', { dateStyle: 'medium', timeStyle: 'short' });
}

/** Reads the first present text field of a loosely shaped server object. */
export function pickText(source: Record<string, unknown>, ...keys: string[]): string {
  for (const key of keys) {
    const value = source[key];
    if (typeof value === 'string' && value.trim()) return value;
    if (typeof value === 'number') return String(value);
  }
  return '';
}

/** A one-line address from either a string or an address object. */
export function formatAddress(value: unknown): string {
  if (typeof value === 'string') return value;
  if (!value || typeof value !== 'object') return '';
  const a = value as Record<string, unknown>;
  const street = [a.address1 ?? a.street ?? a.line1, a.address2 ?? a.line2].filter(Boolean).join(' ');
  const city = [a.city, [a.state ?? a.stateCode, a.zip ?? a.postalCode ?? a.zipCode].filter(Boolean).join(' ')]
    .filter(Boolean)
    .join(', ');
  return [street, city].filter(Boolean).join(', ');
}

export const STATUS_LABELS: Record<string, string> = {
  open: 'Open',
  workComplete: 'Work Complete',
  closed: 'Closed',
  all: 'All',
};
