/** /claim signed in (spec core section 2): its title; the service request flow arrives with its own issue. */
import { messages } from '@hw/shared';
import { Link } from '@tanstack/react-router';
import { usePageTitle } from '#web/lib/page-title.ts';

export function ClaimPage() {
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
