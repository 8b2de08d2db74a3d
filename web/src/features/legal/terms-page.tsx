/** /terms-of-use: the Terms & Conditions, linking back to the privacy policy. */
import { m } from '@hw/shared/i18n';
import { Link } from '@tanstack/react-router';
import { brand } from '#web/lib/brand.ts';
import { PAGE_TITLES } from './legal-facts.ts';
import { LegalPage } from './legal-layout.tsx';
import { termsDisputeSections } from './terms-disputes.tsx';
import { termsUseSections } from './terms-use.tsx';

const sections = [...termsUseSections, ...termsDisputeSections];

export function TermsPage() {
  return (
    <LegalPage
      title={PAGE_TITLES.terms()}
      path="/terms-of-use"
      description={m.legal_terms_description()}
      intro={
        <p>
          These are the rules for using the website and online services of {brand.name}. They include a requirement to
          settle disputes by individual arbitration; see <a href="#arbitration">Dispute resolution</a>.
        </p>
      }
      sections={sections}
      closing={
        <p>
          How we collect and use personal information is explained in our{' '}
          <Link to="/privacy-policy">Privacy Policy</Link>.
        </p>
      }
    />
  );
}
