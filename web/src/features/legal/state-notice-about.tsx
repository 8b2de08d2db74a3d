/** State privacy notice, first part: what we collect, where from, why, for how long, and who receives it. */
import { Link } from '@tanstack/react-router';
import { brand } from '#web/lib/brand.ts';
import { PARENT_GROUP, stateNoticeStateList } from './legal-facts.ts';
import type { LegalSection } from './legal-layout.tsx';
import { PERSONAL_INFORMATION_CATEGORIES, PersonalInformationTable } from './personal-information-table.tsx';

const soldOrShared = PERSONAL_INFORMATION_CATEGORIES.filter((row) => row.soldOrShared).map((row) =>
  row.category.toLowerCase(),
);

export const stateNoticeAboutSections: LegalSection[] = [
  {
    id: 'scope',
    title: 'Who this notice is for',
    body: (
      <>
        <p>
          This notice applies to consumers who live in {stateNoticeStateList('and')}, and adds to our{' '}
          <Link to="/privacy-policy">Privacy Policy</Link>. It describes the personal information {brand.name} and the
          other brands of {PARENT_GROUP} collect about you, and the rights your state’s privacy law gives you. Words
          such as “personal information”, “sale”, “sharing” and “targeted advertising” have the meaning your state’s law
          gives them.
        </p>
        <p>
          Some rights depend on where you live and on exceptions in your state’s law, so not every right below applies
          to every reader. Information about our employees and job applicants is covered by separate notices.
        </p>
      </>
    ),
  },
  {
    id: 'information-collected',
    title: 'Personal information we collect',
    body: (
      <>
        <p>
          In the last 12 months we have collected the categories of personal information in this table. It also shows
          which categories we sell or share, why we use each one and how we decide how long to keep it.
        </p>
        <div className="legal-table__wrap">
          <PersonalInformationTable />
        </div>
        <p>
          We use sensitive personal information, such as account log-in details, only to provide our services, to keep
          them secure and to meet the law. We do not use it to draw conclusions about you.
        </p>
      </>
    ),
  },
  {
    id: 'sources',
    title: 'Where the information comes from',
    body: (
      <ul>
        <li>From you, when you ask for a quote, buy or renew a plan, file a claim, call, e-mail or chat with us.</li>
        <li>From your browser or device, through cookies and similar tools, when you use our website and app.</li>
        <li>
          From people acting for you, such as a real-estate agent, title or escrow company ordering a plan for your
          home.
        </li>
        <li>From contractors who inspect and repair covered items.</li>
        <li>From our affiliated brands.</li>
        <li>From advertising, analytics and data partners, and from social networks you connect to your account.</li>
      </ul>
    ),
  },
  {
    id: 'uses',
    title: 'How we use it',
    body: (
      <>
        <p>We use personal information for these business and commercial purposes:</p>
        <ul>
          <li>providing plans: quotes, orders, billing, renewals and cancellations;</li>
          <li>handling claims, dispatching contractors and following up on repairs;</li>
          <li>customer service, quality checks and staff training;</li>
          <li>marketing our plans and those of our affiliated brands, including advertising on other sites;</li>
          <li>analysing and improving our website, app, plans and service;</li>
          <li>detecting and preventing fraud, security incidents and other misuse;</li>
          <li>meeting legal, regulatory, tax and accounting duties, and defending legal claims.</li>
        </ul>
      </>
    ),
  },
  {
    id: 'retention',
    title: 'How long we keep it',
    body: (
      <p>
        We keep each category only as long as needed for the purposes it was collected for. The retention column of the
        table above lists the criteria we use. In general these are: how long you have an account or plan with us; how
        long the law requires service-contract, tax and accounting records to be kept; whether a claim, complaint or
        dispute is still open; and whether the information is still needed for security. When none of these applies, we
        delete the information or make it anonymous.
      </p>
    ),
  },
  {
    id: 'disclosures',
    title: 'Who we disclose it to',
    body: (
      <>
        <p>We disclose personal information for business purposes to:</p>
        <ul>
          <li>
            <strong>Service providers and processors</strong> who act on our instructions under written contracts that
            limit their use of it: payment processing, hosting and IT, customer messaging, call recording, video
            support, analytics, printing and mailing, and the contractors in our service network.
          </li>
          <li>
            <strong>Affiliates</strong>: the other brands and companies of {PARENT_GROUP}, for the purposes in this
            notice.
          </li>
          <li>
            <strong>Authorized parties</strong>: people you ask us to deal with, such as your real-estate agent, escrow
            officer, a co-owner on your plan, or an authorized agent making a request for you.
          </li>
          <li>
            <strong>Government authorities, courts and others</strong> where the law requires it, or to protect rights,
            safety and property.
          </li>
        </ul>
        <p>In the last 12 months we have disclosed each category in the table above for these purposes.</p>
      </>
    ),
  },
  {
    id: 'advertising-networks',
    title: 'Sharing with advertising networks, and how to opt out',
    body: (
      <>
        <p>
          We let advertising networks, social media platforms and analytics providers place cookies and tags on our
          website, and we may give them hashed e-mail addresses, so that ads for our plans can be shown to you and to
          people like you on other sites, and so that we can measure the results. State laws treat this as a “sale” or
          “sharing” of personal information, or as “targeted advertising”. In the last 12 months the categories involved
          were {soldOrShared.join(' and ')}.
        </p>
        <p>
          We do not sell personal information for money, and we do not knowingly sell or share the personal information
          of consumers under sixteen. You can opt out at any time; see{' '}
          <a href="#opting-out">Opting out of sale or sharing</a>.
        </p>
      </>
    ),
  },
  {
    id: 'your-rights',
    title: 'Your rights',
    body: (
      <>
        <p>Subject to your state’s law, you have the right to:</p>
        <ul>
          <li>
            <strong>know and access</strong> the personal information we hold about you, and receive it in a portable
            format (<a href="#access">Access and portability</a>);
          </li>
          <li>
            <strong>delete</strong> personal information we collected from you (<a href="#deletion">Deletion</a>);
          </li>
          <li>
            <strong>correct</strong> inaccurate personal information (<a href="#correction">Correction</a>);
          </li>
          <li>
            <strong>opt out</strong> of the sale or sharing of your personal information and of targeted advertising (
            <a href="#opting-out">Opting out</a>);
          </li>
          <li>
            <strong>appeal</strong> our decision on your request (<a href="#appeals">Appeals</a>);
          </li>
          <li>
            <strong>equal treatment</strong> when you use any of these rights (
            <a href="#non-discrimination">Non-discrimination</a>).
          </li>
        </ul>
        <p>
          We do not use personal information for profiling that produces legal or similarly significant effects, and we
          use sensitive personal information only for the purposes the law permits without your consent.
        </p>
      </>
    ),
  },
];
