import { messages } from '@hw/shared';
import { useEffect, useState } from 'react';
import { Workbox } from 'workbox-window';

const UPDATE_CHECK_INTERVAL_MS = 60 * 60 * 1000;

/** Registers the service worker and offers "A new version is available - Reload" when one waits. */
export function UpdatePrompt() {
  const [workbox, setWorkbox] = useState<Workbox | null>(null);
  const [waiting, setWaiting] = useState(false);

  useEffect(() => {
    if (!('serviceWorker' in navigator) || import.meta.env.DEV) return;
    const wb = new Workbox('/sw.js');
    wb.addEventListener('waiting', () => setWaiting(true));
    wb.addEventListener('controlling', () => window.location.reload());
    void wb.register();
    setWorkbox(wb);
    const timer = window.setInterval(() => void wb.update(), UPDATE_CHECK_INTERVAL_MS);
    return () => window.clearInterval(timer);
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
