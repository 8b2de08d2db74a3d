/** "Notifications on this device": one switch, with what it means and why it cannot be turned on here. */
import { m } from '@hw/shared/i18n';
import { useEffect, useId, useState } from 'react';
import {
  browserPushEnvironment,
  currentSubscription,
  pushAvailability,
  pushMessages,
  turnOffPush,
  turnOnPush,
} from './push-device.ts';
import './device-notifications.css';

export function DeviceNotifications({ className = 'card account-card' }: { className?: string }) {
  const titleId = useId();
  const descriptionId = useId();
  const [availability, setAvailability] = useState(() => pushAvailability(browserPushEnvironment()));
  const [on, setOn] = useState(false);
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string>();

  useEffect(() => {
    if (availability !== 'available') return;
    let live = true;
    currentSubscription()
      .then((subscription) => live && setOn(subscription !== null && Notification.permission === 'granted'))
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, [availability]);

  async function change(wanted: boolean) {
    setBusy(true);
    setProblem(undefined);
    try {
      if (wanted) {
        const allowed = await turnOnPush();
        setOn(allowed);
        if (!allowed) {
          const now = pushAvailability(browserPushEnvironment());
          setAvailability(now);
          if (now !== 'denied') setProblem(pushMessages.notAllowed);
        }
      } else {
        await turnOffPush();
        setOn(false);
      }
    } catch {
      setProblem(pushMessages.failed);
    } finally {
      setBusy(false);
    }
  }

  const explanation =
    availability === 'unsupported'
      ? pushMessages.unsupported
      : availability === 'denied'
        ? pushMessages.denied
        : on
          ? pushMessages.on
          : pushMessages.off;
  return (
    <section className={className} aria-labelledby={titleId}>
      <label className="ui-toggle">
        <h2 id={titleId} className="device-notifications__title">
          {m.push_device_title()}
        </h2>
        <input
          type="checkbox"
          role="switch"
          checked={on}
          aria-checked={on}
          disabled={busy || availability !== 'available'}
          aria-describedby={descriptionId}
          onChange={(event) => void change(event.target.checked)}
        />
        <span className="ui-toggle__track" aria-hidden="true" />
      </label>
      <p id={descriptionId} className="device-notifications__description">
        {explanation}
      </p>
      {problem && (
        <p className="device-notifications__problem" role="alert">
          {problem}
        </p>
      )}
    </section>
  );
}
