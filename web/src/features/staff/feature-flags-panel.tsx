/**
 * The admin's feature flags (spec core sections 3 and 4): each flag with a switch. A switch PUTs the flag,
 * then the list reloads; while any flag isUpdating the list reloads every 1 s.
 */
import { messages } from '@hw/shared';
import { useOnline } from '#web/lib/use-online.ts';
import { showToast } from '#web/ui/index.ts';
import { useStaffFeatureFlags } from './api/get-feature-flags.ts';
import { useSetFeatureFlag } from './api/set-feature-flag.ts';

export function FeatureFlagsPanel() {
  const flags = useStaffFeatureFlags();
  const setFlag = useSetFeatureFlag();
  const online = useOnline();

  const toggle = (key: string, isEnabled: boolean) =>
    setFlag.mutate(
      { key, isEnabled },
      { onError: () => showToast({ text: `Could not switch ${key}. Please try again.`, kind: 'error' }) },
    );

  return (
    <section className="card account-card" aria-labelledby="staff-flags-title">
      <h2 id="staff-flags-title">Feature Flags</h2>
      {flags.isError && !flags.data ? (
        <p role="alert">{messages.featureFlags.loadFailure}</p>
      ) : !flags.data ? (
        <p className="account-muted">Loading…</p>
      ) : (
        <ul className="staff-list" aria-label="Feature flags">
          {flags.data.map((flag) => (
            <li key={flag.key} className="staff-list__item" data-testid="feature-flag">
              <label className="staff-flag">
                <input
                  type="checkbox"
                  role="switch"
                  checked={flag.isEnabled}
                  aria-checked={flag.isEnabled}
                  aria-describedby={`flag-${flag.key}-description`}
                  disabled={!online || (setFlag.isPending && setFlag.variables?.key === flag.key)}
                  onChange={(event) => toggle(flag.key, event.target.checked)}
                />
                <span className="staff-flag__key">{flag.key}</span>
                {flag.isUpdating ? <span className="staff-badge">Updating…</span> : null}
              </label>
              <p id={`flag-${flag.key}-description`} className="account-muted">
                {flag.description}
              </p>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
