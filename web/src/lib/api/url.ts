/**
 * Where calls go. The base is the web API URL from configuration (VITE_API_URL, an origin such as
 * https://api.example.com); empty means this origin. Paths may be written with or without the /api prefix.
 */
const configuredBase = (import.meta.env?.VITE_API_URL as string | undefined) ?? '';
const API_BASE = configuredBase.replace(/\/+$/, '');

function serialize(value: unknown): string {
  if (value instanceof Date) return value.toISOString();
  // Lists travel comma-joined, as in `?contractIds=a,b`.
  if (Array.isArray(value)) return value.map(serialize).join(',');
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value);
}

export function queryString(query: Record<string, unknown> | undefined): string {
  if (!query) return '';
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value === null || value === undefined) continue;
    params.append(key, serialize(value));
  }
  return params.toString();
}

export function apiUrl(path: string, query?: Record<string, unknown>): string {
  let url: string;
  if (/^https?:\/\//.test(path)) url = path;
  else if (path === '/api' || path.startsWith('/api/') || path.startsWith('/api?')) url = `${API_BASE}${path}`;
  else url = `${API_BASE}/api${path.startsWith('/') ? '' : '/'}${path}`;
  const qs = queryString(query);
  if (!qs) return url;
  return `${url}${url.includes('?') ? '&' : '?'}${qs}`;
}
