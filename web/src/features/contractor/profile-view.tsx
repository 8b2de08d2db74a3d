/**
 * The contractor's company profile: trades, service area, insurance and the service agreement; and the switch
 * for notices of new dispatches and ticket changes on this device.
 */
import type { AuthUser } from '@hw/shared';
import { DeviceNotifications } from '#web/lib/push/device-notifications.tsx';
import { DataAge } from '#web/ui/data-age.tsx';
import { useContractorProfile } from './api/get-contractor-profile.ts';
import { formatDate, formatMoney } from './format.ts';

export function ProfileView({ user }: { user: AuthUser }) {
  const query = useContractorProfile(user.userId);
  const profile = query.data;
  if (!profile) {
    if (query.isError) return <p className="cw-error">Your company profile could not be loaded.</p>;
    return (
      <p className="cw-muted">
        {navigator.onLine ? 'Loading…' : 'Your company profile is available when you are online.'}
      </p>
    );
  }
  const { insurance } = profile;
  return (
    <>
      <section className="cw-card" aria-labelledby="cw-profile-title">
        <DataAge updatedAt={query.dataUpdatedAt} refreshFailed={query.isRefetchError} />
        <h2 id="cw-profile-title">{profile.companyName}</h2>
        <dl className="cw-facts">
          <dt>Contact</dt>
          <dd>{profile.contactName}</dd>
          <dt>E-mail</dt>
          <dd>{profile.email}</dd>
          <dt>Phone</dt>
          <dd>{profile.phone}</dd>
          <dt>Trades</dt>
          <dd>{profile.trades.map((t) => t.name).join(', ') || '—'}</dd>
          <dt>Service zip codes</dt>
          <dd>{profile.serviceZipCodes.join(', ') || '—'}</dd>
          <dt>Liability insurance</dt>
          <dd>
            {formatMoney(insurance.liabilityCoverage)} with {insurance.carrier} (policy {insurance.policyNumber}), until{' '}
            {formatDate(insurance.expiresOn)}
            {!insurance.meetsRequirement && (
              <span className="cw-error">
                {' '}
                — below the required {formatMoney(insurance.requiredLiabilityCoverage)} or expired. Please send a
                current certificate.
              </span>
            )}
          </dd>
          <dt>Service agreement</dt>
          <dd>
            {profile.serviceAgreementDate
              ? `Accepted on ${formatDate(profile.serviceAgreementDate)}`
              : 'Not accepted yet'}
          </dd>
        </dl>
      </section>
      <DeviceNotifications className="cw-card" />
    </>
  );
}
