/** /privacy-policy: ends with the link to the state privacy notice. */
import { m } from '@hw/shared/i18n';
import { Link } from '@tanstack/react-router';
import { brand } from '#web/lib/brand.ts';
import { PAGE_TITLES, stateNoticeStateList } from './legal-facts.ts';
import { LegalPage } from './legal-layout.tsx';
import { privacyChoicesSections } from './privacy-policy-choices.tsx';
import { privacyCollectionSections } from './privacy-policy-collection.tsx';

const sections = [...privacyCollectionSections, ...privacyChoicesSections];

export function PrivacyPolicyPage() {
  return (
    <LegalPage
      title={PAGE_TITLES.privacyPolicy()}
      path="/privacy-policy"
      description={m.legal_privacy_description()}
      intro={
        <p>
          This policy explains what information {brand.name} collects about you, how we use it, who we share it with,
          and the choices you have. Please read it together with our{' '}
          <Link to="/terms-of-use">Terms &amp; Conditions</Link>.
        </p>
      }
      sections={sections}
      closing={
        <p>
          Live in {stateNoticeStateList('or')}? Read our <Link to="/state-notice">State Privacy Notice</Link> for the
          rights your state gives you and how to use them.
        </p>
      }
    />
  );
}
