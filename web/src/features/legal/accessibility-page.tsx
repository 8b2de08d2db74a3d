/** /accessibility: the accessibility statement — the standard the site and app aim for, what falls short, and help. */
import { m } from '@hw/shared/i18n';
import { Link } from '@tanstack/react-router';
import { brand } from '#web/lib/brand.ts';
import { PAGE_TITLES } from './legal-facts.ts';
import { LegalPage, type LegalSection } from './legal-layout.tsx';

const phoneLink = <a href={`tel:${brand.phone}`}>{brand.phone}</a>;
const emailLink = <a href={`mailto:${brand.customerCareEmail}`}>{brand.customerCareEmail}</a>;

const sections: readonly LegalSection[] = [
  {
    id: 'standard',
    title: 'The standard we aim for',
    body: (
      <p>
        We aim for our website and app to meet the Web Content Accessibility Guidelines (WCAG) 2.2 at level AA, on
        phones and computers, in English and in Spanish. That covers comparing and ordering a plan, paying, renewing,
        filing and following a service request, and the pages our contractors and real-estate partners use.
      </p>
    ),
  },
  {
    id: 'what-we-do',
    title: 'What we do',
    body: (
      <ul>
        <li>Every page and form can be used with a keyboard alone, and shows where the keyboard is.</li>
        <li>Every form field has a label, and an error says what is wrong beside the field it is about.</li>
        <li>Text keeps a contrast of at least 4.5 to 1 with its background, and pages reflow on a narrow screen.</li>
        <li>Pages have headings in order and landmarks, so a screen reader can move through them.</li>
        <li>Each release is checked by automated accessibility tests of its pages in a real browser.</li>
      </ul>
    ),
  },
  {
    id: 'known-limits',
    title: 'What we know falls short',
    body: (
      <ul>
        <li>
          Our legal texts (this page, the terms and the privacy policy) are in English only; the Spanish site shows them
          with Spanish headings and menus.
        </li>
        <li>Photos and files attached to a service request are shown as they were sent, without a description.</li>
      </ul>
    ),
  },
  {
    id: 'help',
    title: 'Help and other formats',
    body: (
      <p>
        If any part of the site is hard to use, call us at {phoneLink} or write to {emailLink}. We can take an order, a
        payment or a service request by phone, and send any document of your plan in large print or as plain text. Tell
        us the page and what happened, and we will fix it.
      </p>
    ),
  },
];

export function AccessibilityPage() {
  return (
    <LegalPage
      title={PAGE_TITLES.accessibility()}
      path="/accessibility"
      description={m.legal_accessibility_description()}
      intro={
        <p>
          {brand.name} wants everyone to be able to use its website and app, whatever device or assistive technology
          they use.
        </p>
      }
      sections={sections}
      closing={
        <p>
          You can also reach us through the <Link to="/contact-us">contact page</Link>.
        </p>
      }
    />
  );
}
