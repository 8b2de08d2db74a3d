/** Terms & Conditions, first half: who may use the site and how, contributions, and messages we send. */
import { Link } from '@tanstack/react-router';
import { brand } from '#web/lib/brand.ts';
import { PhoneLink } from './contact-details.tsx';
import type { LegalSection } from './legal-layout.tsx';

export const termsUseSections: LegalSection[] = [
  {
    id: 'agreement',
    title: 'Agreeing to these terms',
    body: (
      <>
        <p>
          These terms apply to your use of the {brand.name} website, customer account, mobile app and online services
          (together, the “Services”). By using the Services you agree to these terms. If you do not agree, please do not
          use the Services.
        </p>
        <p>
          Your home warranty contract governs your coverage. If these terms and your contract disagree about a plan, the
          contract controls. Our <Link to="/privacy-policy">Privacy Policy</Link> explains how we handle personal
          information and forms part of these terms.
        </p>
      </>
    ),
  },
  {
    id: 'eligibility',
    title: 'Who may use the Services',
    body: (
      <p>
        You must be at least 18 years old, or the age of majority where you live if that is higher, and able to enter
        into a binding contract. By using the Services you confirm that you meet these requirements. The Services are
        not meant for children, and we do not knowingly collect information from anyone under sixteen.
      </p>
    ),
  },
  {
    id: 'changes',
    title: 'Changes to these terms',
    body: (
      <p>
        We may change these terms from time to time. The date at the top of this page shows the latest version. Changes
        apply from the date they are posted, except that changes to the dispute-resolution section do not apply to a
        dispute of which we already had notice. If you keep using the Services after a change, you accept the updated
        terms.
      </p>
    ),
  },
  {
    id: 'accounts',
    title: 'Your account',
    body: (
      <p>
        You are responsible for the accuracy of the information you give us and for keeping your password secret. Tell
        us at once at <PhoneLink /> if you think someone else has used your account. We may suspend or close an account
        that is used in breach of these terms.
      </p>
    ),
  },
  {
    id: 'our-content',
    title: 'Our content and how you may use it',
    body: (
      <p>
        The Services, including their text, graphics, logos, plan descriptions and software, belong to us or our
        licensors and are protected by intellectual-property laws. We allow you to use them for your personal,
        non-commercial purposes: to learn about, buy and manage a plan and to request service. You may print or save
        pages for your own records. Any other use, including copying, selling or adapting our content, needs our written
        permission. Our names and logos are our trademarks and may not be used without our consent.
      </p>
    ),
  },
  {
    id: 'prohibited-uses',
    title: 'Prohibited uses',
    body: (
      <>
        <p>You agree not to use the Services to:</p>
        <ul>
          <li>break any law, or help anyone else to do so;</li>
          <li>give false information, pretend to be someone else, or file a claim you know to be false;</li>
          <li>send spam, chain letters or unsolicited advertising;</li>
          <li>
            collect information about other users, or copy the Services with robots, scrapers or other automated tools
            without our written permission;
          </li>
          <li>
            upload viruses or harmful code, probe or test our security, or try to reach parts of the Services you are
            not authorized to use;
          </li>
          <li>overload, disrupt or damage the Services or the equipment they run on;</li>
          <li>harass, threaten or abuse our staff, contractors or other users;</li>
          <li>post content that is unlawful, defamatory, obscene, hateful or that infringes anyone’s rights.</li>
        </ul>
      </>
    ),
  },
  {
    id: 'user-contributions',
    title: 'Your contributions',
    body: (
      <>
        <p>
          Some parts of the Services let you post reviews, comments, photos, videos and other material
          (“contributions”). Contributions must be honest, relate to your own experience and follow the rules under{' '}
          <a href="#prohibited-uses">Prohibited uses</a>.
        </p>
        <p>
          You keep ownership of your contributions. By posting one, you give us and our affiliated brands a
          non-exclusive, royalty-free, worldwide, perpetual licence to use, copy, display, adapt and publish it in
          connection with our business, including in marketing, and you confirm that you have the right to give this
          licence. Contributions are not confidential.
        </p>
        <p>
          We do not check every contribution before it appears, and contributions reflect their authors’ views, not
          ours. We may edit, refuse or remove any contribution at our discretion.
        </p>
      </>
    ),
  },
  {
    id: 'electronic-communications',
    title: 'Electronic communications',
    body: (
      <p>
        When you use the Services or e-mail us, you communicate with us electronically. You agree that we may send you
        contracts, notices, disclosures and other communications by e-mail, text message or by posting them on the
        Services, and that these satisfy any legal requirement that they be in writing. Please keep your e-mail address
        and phone number up to date in your account. You may ask for a paper copy of a notice by calling <PhoneLink />.
      </p>
    ),
  },
  {
    id: 'text-messages',
    title: 'Text message terms',
    body: (
      <>
        <p>
          If you give us a mobile number and agree to receive texts, we may send messages about your plan, claims,
          appointments, payments and, if you agreed to it, offers. Agreeing to marketing texts is not a condition of
          buying anything.
        </p>
        <ul>
          <li>How often we text depends on your plan and claim activity.</li>
          <li>Message and data rates from your mobile carrier may apply.</li>
          <li>Reply STOP to any message to stop texts from that program; we will confirm by text.</li>
          <li>
            Reply HELP for help, or call <PhoneLink />.
          </li>
          <li>Mobile carriers are not responsible for delayed or undelivered messages.</li>
          <li>Tell us if you give up or transfer your number, so that we stop texting it.</li>
        </ul>
      </>
    ),
  },
  {
    id: 'other-sites',
    title: 'Links and services of others',
    body: (
      <p>
        The Services may link to, or use tools from, websites and services run by others, such as payment, video and map
        providers. We do not control them and are not responsible for their content or practices; their own terms and
        privacy policies apply.
      </p>
    ),
  },
];
