import { messages } from '@hw/shared';
import { useEffect, useState } from 'react';
import type { Workbox } from 'workbox-window';
import { getSession } from '../lib/session/index.ts';

const UPDATE_CHECK_INTERVAL_MS = 60 * 60 * 1000;
const REGISTER_AFTER_LOAD_MS = 3_000;

/** Registers the service worker and offers "A new version is available - Reload" when one waits. */
export function UpdatePrompt() {
  const [workbox, setWorkbox] = useState<Workbox | null>(null);
  const [waiting, setWaiting] = useState(false);

  useEffect(() => {
    if (!('serviceWorker' in navigator) || import.meta.env.DEV) return;
    // For a visitor, a few seconds after the page has loaded: the precache (every screen's code) must not
    // take the bandwidth of the page being shown, on a slow connection the first visit's largest cost.
    // A signed-in user's offline work needs the worker as soon as the page has loaded.
    const delay = getSession().user ? 0 : REGISTER_AFTER_LOAD_MS;
    let stopped = false;
    let registration: number | undefined;
    let updateCheck: number | undefined;
    const register = async () => {
      const { Workbox } = await import('workbox-window');
      if (stopped) return;
      const wb = new Workbox('/sw.js');
      wb.addEventListener('waiting', () => setWaiting(true));
      wb.addEventListener('controlling', () => window.location.reload());
      setWorkbox(wb);
      await wb.register({ immediate: true });
      updateCheck = window.setInterval(() => void wb.update(), UPDATE_CHECK_INTERVAL_MS);
    };
    const registerLater = () => {
      // A browser that refuses the worker (some private windows, storage turned off) or a worker's code that did not
      // arrive leaves the page working online, without an offline copy: the next visit asks again.
      registration = window.setTimeout(() => void register().catch(() => undefined), delay);
    };
    if (document.readyState === 'complete') registerLater();
    else window.addEventListener('load', registerLater, { once: true });
    return () => {
      stopped = true;
      window.clearTimeout(registration);
      window.clearInterval(updateCheck);
      window.removeEventListener('load', registerLater);
    };
  }, []);

  if (!waiting || !workbox) return null;
  return (
    <div className="update-prompt" role="status">
      <span>{messages.update.available}</span>
      <button type="button" className="button button--accent" onClick={() => workbox.messageSkipWaiting()}>
        {messages.update.reload}
      </button>
    </div>
  );
}
