/** /account and /claim (prefix match): the account page when signed in, else the login header and page. */
import { messages } from '@hw/shared';
import { Link } from '@tanstack/react-router';
import { AccountPage } from './account-page.tsx';
import { usePageTitle } from './page-title.ts';
import { useSession } from './session-store.ts';
import { SignedOutPage } from './signed-out-page.tsx';

function ClaimPage() {
  usePageTitle('Submit a Home Warranty Claim');
  return (
    <section className="page page--narrow">
      <h1>Submit a Home Warranty Claim</h1>
      <p>{messages.comingSoon}</p>
      <Link to="/account" className="button button--primary">
        Go to My Account
      </Link>
    </section>
  );
}

export function AccountArea({ area, passwordReset = false }: { area: 'account' | 'claim'; passwordReset?: boolean }) {
  const { user } = useSession();
  if (!user) return <SignedOutPage area={area} />;
  if (area === 'claim') return <ClaimPage />;
  return <AccountPage user={user} passwordReset={passwordReset} />;
}
