/** The contractor's company profile: trades, service area, insurance and the service agreement. */
import { useEffect, useState } from 'react';
import { apiTransport, type ContractorProfile, getMeta, setMeta } from '#web/offline/index.ts';
import { formatDate, formatMoney } from './format.ts';

function useProfile(userId: string | null) {
  const [state, setState] = useState<{ profile: ContractorProfile | null; error: string | null }>({
    profile: null,
    error: null,
  });
  useEffect(() => {
    if (!userId) return;
    let alive = true;
    const key = `profile:${userId}`;
    (async () => {
      const saved = await getMeta<ContractorProfile>(key);
      if (alive && saved) setState({ profile: saved, error: null });
      try {
        const profile = await apiTransport.get<ContractorProfile>(`/api/contractor/user/${encodeURIComponent(userId)}`);
        await setMeta(key, profile);
        if (alive) setState({ profile, error: null });
      } catch {
        if (alive && !saved) setState({ profile: null, error: 'Your company profile could not be loaded.' });
      }
    })();
    return () => {
      alive = false;
    };
  }, [userId]);
  return state;
}

export function ProfileView({ userId }: { userId: string | null }) {
  const { profile, error } = useProfile(userId);
  if (error) return <p className="cw-error">{error}</p>;
  if (!profile) return <p className="cw-muted">Loading…</p>;
  const { insurance } = profile;
  return (
    <section className="cw-card" aria-labelledby="cw-profile-title">
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
              — below the required {formatMoney(insurance.requiredLiabilityCoverage)} or expired. Please send a current
              certificate.
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
  );
}
