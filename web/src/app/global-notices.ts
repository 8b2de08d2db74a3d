/**
 * At start-up the app shows the site-wide notices staff have published (GET /api/notices/global), once per page
 * load, as notices that stay until closed. The server answers newest first and they show in that order. Offline
 * or failing, there is nothing to show and nothing is said.
 */
import { type GlobalNotice, GlobalNoticeList } from '@hw/shared';
import { apiGet } from '#web/lib/api/index.ts';
import { checkedResponse } from '#web/lib/query/index.ts';
import { showToast } from '#web/ui/index.ts';

let shown: Promise<readonly GlobalNotice[]> | null = null;

async function fetchAndShow(): Promise<readonly GlobalNotice[]> {
  try {
    const answer = await apiGet('/api/notices/global', undefined, { background: true, skipStatusCheck: true });
    const { items } = checkedResponse(GlobalNoticeList, answer, 'GET /api/notices/global');
    for (const notice of items) showToast({ text: notice.text, kind: notice.kind, durationMs: 0 });
    return items;
  } catch {
    return [];
  }
}

/** Shows the active global notices once, however often it is asked. */
export function showGlobalNotices(): Promise<readonly GlobalNotice[]> {
  shown ??= fetchAndShow();
  return shown;
}

/** Tests only. */
export function resetGlobalNotices(): void {
  shown = null;
}
