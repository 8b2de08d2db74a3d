/** Privacy policy, second half: calls and texts, promotions, sharing, choices, rights, children and the law. */
import { Link } from '@tanstack/react-router';
import { brand } from '#web/lib/brand.ts';
import { ContactDetails, EmailLink, PhoneLink } from './contact-details.tsx';
import type { LegalSection } from './legal-layout.tsx';
import { PrivacyChoices } from './privacy-choices.tsx';

export const privacyChoicesSections: LegalSection[] = [
  {
    id: 'telemarketing',
    title: 'Phone calls and text messages',
    body: (
      <>
        <p>
          If you give us your phone number and agree to hear from us, we and our affiliated brands may call or text you
          about plans and offers, including with automated technology or prerecorded messages. Agreeing is never a
          condition of buying a plan. Message and data rates may apply to texts.
        </p>
        <p>
          To stop marketing texts, reply STOP to any of them. To stop marketing calls, tell the caller or call us at{' '}
          <PhoneLink />, and we will add your number to our internal do-not-call list. You will still receive calls and
          texts about your plan and claims, such as appointment reminders.
        </p>
        <p>
          Calls with our team may be monitored or recorded for quality, training and record-keeping. We will tell you at
          the start of the call.
        </p>
      </>
    ),
  },
  {
    id: 'promotions',
    title: 'Promotions, surveys and referrals',
    body: (
      <p>
        From time to time we run sweepstakes, contests, surveys and referral rewards. Each has its own rules, which
        explain what information we collect and how we use it; where those rules differ from this policy, the rules
        apply to that promotion. If you refer a friend, we use their details only to contact them about the referral.
        Where the law allows, we may publish a winner’s name and city.
      </p>
    ),
  },
  {
    id: 'how-we-share',
    title: 'How we share information',
    body: (
      <ul>
        <li>
          <strong>Affiliated brands</strong> in our group, for the purposes in this policy, including offering you their
          products where you have not opted out.
        </li>
        <li>
          <strong>Contractors</strong> who inspect and repair your items: your name, the covered address, your phone and
          the claim details.
        </li>
        <li>
          <strong>Service providers</strong> who work on our behalf: payment processing, hosting, customer messaging,
          call recording, video support, printing and mailing. They may use the information only to serve us.
        </li>
        <li>
          <strong>People you authorize</strong>, such as the real-estate agent or escrow officer handling your purchase,
          or someone you ask us to speak with about your plan.
        </li>
        <li>
          <strong>Analytics and advertising partners</strong>, as described under{' '}
          <a href="#analytics-advertising">Analytics and advertising</a>.
        </li>
        <li>
          <strong>Authorities and others where the law requires it</strong>, or where needed to protect the rights,
          safety and property of our customers, contractors, staff or business.
        </li>
        <li>
          <strong>A buyer or successor</strong> if all or part of our business is sold, merged or reorganised; this
          policy will continue to protect the information transferred.
        </li>
      </ul>
    ),
  },
  {
    id: 'your-choices',
    title: 'Your choices and opting out',
    body: (
      <>
        <PrivacyChoices />
        <p>
          Use the Your Privacy Choices link above to turn off measurement and advertising cookies and to opt out of the
          sale or sharing of your information for advertising in this browser. If your browser sends a Global Privacy
          Control signal, we treat it as the same opt-out for that browser.
        </p>
        <ul>
          <li>
            <strong>Marketing e-mail</strong>: use the unsubscribe link in any marketing e-mail. It can take up to ten
            business days to take effect.
          </li>
          <li>
            <strong>Marketing texts and calls</strong>: reply STOP, or see{' '}
            <a href="#telemarketing">Phone calls and text messages</a>.
          </li>
          <li>
            <strong>Mail offers</strong>: call us at <PhoneLink /> or e-mail <EmailLink />.
          </li>
          <li>
            <strong>Cookies</strong>: your browser settings, as explained under <a href="#cookies">Cookies</a>.
          </li>
        </ul>
        <p>Opting out of marketing does not stop messages we must send you about your plan, payments and claims.</p>
      </>
    ),
  },
  {
    id: 'account-deletion',
    title: 'Deleting your account',
    body: (
      <>
        <p>
          You can ask us to delete your online account by calling <PhoneLink /> or e-mailing <EmailLink /> from the
          address on the account. We will confirm the request with you before we act on it.
        </p>
        <p>
          Deleting the online account does not cancel a plan; to cancel, follow the steps in your contract. After
          deletion we keep only what we must: records of plans, payments and claims that the law or our contracts
          require us to hold, and what we need to resolve disputes or prevent fraud. Residents of some states have a
          broader right to deletion, described in our <Link to="/state-notice">State Privacy Notice</Link>.
        </p>
      </>
    ),
  },
  {
    id: 'security',
    title: 'How we protect information',
    body: (
      <p>
        We use administrative, technical and physical safeguards suited to the information we hold, including encryption
        in transit, access limited to staff who need it, and checks on the service providers we use. No system is
        perfectly secure, so please keep your password private and tell us at once if you think your account has been
        misused.
      </p>
    ),
  },
  {
    id: 'state-rights',
    title: 'Rights of residents of certain states',
    body: (
      <>
        <p>
          Depending on where you live, state law may give you the right to know what personal information we hold about
          you and get a copy of it, to have it corrected or deleted, to opt out of its sale or sharing and of targeted
          advertising, to appeal our decision on a request, and not to be treated differently for using these rights.
        </p>
        <p>
          Our <Link to="/state-notice">State Privacy Notice</Link> explains these rights and how to use them. Nevada
          residents may also ask us not to sell covered information by contacting us as described below.
        </p>
      </>
    ),
  },
  {
    id: 'children',
    title: 'Children under sixteen',
    body: (
      <p>
        Our plans and website are meant for adults. We do not knowingly collect personal information from anyone under
        sixteen, and we do not sell or share the personal information of consumers we know to be under sixteen. If you
        believe a child under sixteen has given us information, contact us and we will delete it.
      </p>
    ),
  },
  {
    id: 'governing-law',
    title: 'Where we operate and governing law',
    body: (
      <p>
        We operate in the United States, and information is stored and processed in the United States. This policy and
        any dispute about it are governed by United States federal law and the laws of the State of Tennessee, without
        regard to conflict-of-law rules, except where the law of the state where you live gives you rights that cannot
        be waived.
      </p>
    ),
  },
  {
    id: 'changes',
    title: 'Changes to this policy',
    body: (
      <p>
        We may update this policy as our services or the law change. The date at the top shows when it last changed. If
        we make a significant change to how we use personal information, we will tell you on this site or by e-mail
        before the change takes effect.
      </p>
    ),
  },
  {
    id: 'contact',
    title: 'Contact us',
    body: (
      <>
        <p>Questions about this policy or how {brand.name} handles your information:</p>
        <ContactDetails attention="Privacy Team" />
      </>
    ),
  },
];
