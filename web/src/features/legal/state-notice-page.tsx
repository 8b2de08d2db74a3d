/** /state-notice: the privacy notice for residents of the states in its title. */
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
      title={PAGE_TITLES.stateNotice}
      path="/state-notice"
      description="The privacy rights of consumers in California, Delaware, Indiana, Maryland, Nebraska, New Jersey, Texas and Virginia, and how to use them."
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
