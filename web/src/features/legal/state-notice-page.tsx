/** /state-notice: the privacy notice for residents of the states in its title. */
import { m } from '@hw/shared/i18n';
import { Link } from '@tanstack/react-router';
import { brand } from '#web/lib/brand.ts';
import { PAGE_TITLES } from './legal-facts.ts';
import { LegalPage } from './legal-layout.tsx';
import { stateNoticeAboutSections } from './state-notice-about.tsx';
import { stateNoticeRequestSections } from './state-notice-requests.tsx';

const sections = [...stateNoticeAboutSections, ...stateNoticeRequestSections];

export function StateNoticePage() {
  return (
    <LegalPage
      title={PAGE_TITLES.stateNotice()}
      path="/state-notice"
      description={m.legal_state_notice_description()}
      intro={
        <p>
          Residents of these states have rights over the personal information businesses hold about them. This notice
          explains what {brand.name} collects, why, who receives it, and how to use your rights. It adds to our{' '}
          <Link to="/privacy-policy">Privacy Policy</Link>.
        </p>
      }
      sections={sections}
      closing={
        <p>
          For the rest of our privacy practices, see our <Link to="/privacy-policy">Privacy Policy</Link>.
        </p>
      }
    />
  );
}
