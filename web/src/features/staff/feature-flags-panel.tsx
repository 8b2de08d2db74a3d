/**
 * The admin's feature flags: each flag by its name for staff, what it does, and a
 * switch. A switch PUTs the flag, then the list reloads; while any flag isUpdating the list reloads every 1 s.
 * Switching off a flag with wide effect (online ordering) asks first.
 */
import { featureFlagInfo, messages } from '@hw/shared';
import { useOnline } from '#web/lib/use-online.ts';
import { confirm, showToast } from '#web/ui/index.ts';
import { useStaffFeatureFlags } from './api/get-feature-flags.ts';
import { useSetFeatureFlag } from './api/set-feature-flag.ts';

export function FeatureFlagsPanel() {
  const flags = useStaffFeatureFlags();
  const setFlag = useSetFeatureFlag();
  const online = useOnline();

  const toggle = async (key: string, isEnabled: boolean) => {
    const info = featureFlagInfo(key);
    if (!isEnabled && info.confirmOff) {
      const yes = await confirm({ ...info.confirmOff, noLabel: 'Keep it on' });
      if (!yes) return;
    }
    setFlag.mutate(
      { key, isEnabled },
      { onError: () => showToast({ text: `Could not switch ${info.label}. Please try again.`, kind: 'error' }) },
    );
  };

  return (
    <section className="card account-card" aria-labelledby="staff-flags-title">
      <h2 id="staff-flags-title">Feature Flags</h2>
      {flags.isError && !flags.data ? (
        <p role="alert">{messages.featureFlags.loadFailure}</p>
      ) : !flags.data ? (
        <p className="account-muted">Loading…</p>
      ) : (
        <ul className="staff-list" aria-label="Feature flags">
          {flags.data.map((flag) => {
            const info = featureFlagInfo(flag.key, flag.description);
            const descriptionId = `flag-${flag.key}-description`;
            return (
              <li key={flag.key} className="staff-list__item" data-testid="feature-flag">
                <label className="staff-flag">
                  <span className="staff-flag__text">
                    <span className="staff-flag__label">
                      {info.label}
                      {flag.isUpdating ? <span className="staff-badge">Updating…</span> : null}
                    </span>
                    <span id={descriptionId} className="staff-flag__description">
                      {info.description}
                    </span>
                  </span>
                  <input
                    type="checkbox"
                    role="switch"
                    className="staff-switch"
                    checked={flag.isEnabled}
                    aria-checked={flag.isEnabled}
                    aria-describedby={descriptionId}
                    disabled={!online || (setFlag.isPending && setFlag.variables?.key === flag.key)}
                    onChange={(event) => void toggle(flag.key, event.target.checked)}
                  />
                  <span className="staff-flag__state" aria-hidden="true">
                    {flag.isEnabled ? 'On' : 'Off'}
                  </span>
                </label>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
