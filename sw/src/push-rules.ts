/** What a push message may show and open (the server sends a title and a path; shared/src/push-notices.ts). */

export const FALLBACK_TITLE = 'Something new';
export const FALLBACK_BODY = 'Open the app to see it.';

export interface ShownNotice {
  title: string;
  body: string;
  /** A path of this site; the app's start page when the message named none or another origin. */
  url: string;
}

/**
 * The path a notification may open: a path of this site (one leading "/"), never another origin or a
 * `javascript:` address. Undefined for anything else.
 */
export function sameOriginPath(url: unknown, origin: string): string | undefined {
  if (typeof url !== 'string' || !url.startsWith('/') || url.startsWith('//') || url.startsWith('/\\'))
    return undefined;
  try {
    const resolved = new URL(url, origin);
    if (resolved.origin !== new URL(origin).origin) return undefined;
    return `${resolved.pathname}${resolved.search}${resolved.hash}`;
  } catch {
    return undefined;
  }
}

/** The notification of a push message's text; a message that is not the JSON the server sends still shows. */
export function noticeOfMessage(text: string | undefined, origin: string): ShownNotice {
  let data: { title?: unknown; body?: unknown; url?: unknown } = {};
  try {
    const parsed: unknown = text ? JSON.parse(text) : {};
    if (parsed && typeof parsed === 'object') data = parsed;
  } catch {
    // Not JSON: the generic notification.
  }
  const short = (value: unknown, fallback: string) =>
    typeof value === 'string' && value.trim() ? value.trim().slice(0, 120) : fallback;
  return {
    title: short(data.title, FALLBACK_TITLE),
    body: short(data.body, FALLBACK_BODY),
    url: sameOriginPath(data.url, origin) ?? '/',
  };
}
