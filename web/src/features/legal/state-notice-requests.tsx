/** State privacy notice, second part: each right in detail, how to make a request, timing, fees and appeals. */
import { Link } from '@tanstack/react-router';
import { ContactDetails, EmailLink, PhoneLink } from './contact-details.tsx';
import type { LegalSection } from './legal-layout.tsx';
import { PrivacyChoices } from './privacy-choices.tsx';
import { StateNoticeForm } from './state-notice-form.tsx';

export const stateNoticeRequestSections: LegalSection[] = [
  {
    id: 'access',
    title: 'Access and portability',
    body: (
      <>
        <p>You may ask us to tell you:</p>
        <ul>
          <li>the categories of personal information we have collected about you;</li>
          <li>the categories of sources it came from;</li>
          <li>why we collected, sold or shared it;</li>
          <li>the categories of third parties we disclosed it to;</li>
          <li>the specific pieces of personal information we hold about you.</li>
        </ul>
        <p>
          Your request covers personal information collected since <strong>January 1, 2022</strong>, unless you ask us
          to start from a later date. Information about what we disclosed, sold or shared covers the{' '}
          <strong>12 months</strong> before your request. Where technically feasible, we will give you the specific
          pieces of information in a commonly used, machine-readable format that you can take to another company.
        </p>
      </>
    ),
  },
  {
    id: 'deletion',
    title: 'Deletion',
    body: (
      <>
        <p>
          You may ask us to delete personal information we collected from you. When we approve the request we delete it
          from our records and tell our service providers, and any third parties we sold or shared it with, to do the
          same.
        </p>
        <p>The law lets us keep information we need to:</p>
        <ul>
          <li>provide a plan you bought, handle an open claim, or otherwise perform our contract with you;</li>
          <li>detect and respond to security incidents, fraud and illegal activity;</li>
          <li>find and fix errors in our systems;</li>
          <li>comply with a legal obligation, such as keeping service-contract, tax and accounting records;</li>
          <li>establish, exercise or defend legal claims;</li>
          <li>use internally in ways you would reasonably expect given your relationship with us.</li>
        </ul>
        <p>If we keep some information under one of these exceptions, we will tell you which one applies.</p>
      </>
    ),
  },
  {
    id: 'correction',
    title: 'Correction',
    body: (
      <p>
        You may ask us to correct personal information about you that is inaccurate, taking into account what the
        information is and why we use it. We may ask for documents that show the correct information. You can also
        update your contact details at any time in your online account.
      </p>
    ),
  },
  {
    id: 'making-a-request',
    title: 'How to make a verified request',
    body: (
      <>
        <p>
          To make a request to access, delete or correct personal information, use the form below. We e-mail you a
          confirmation at once.
        </p>
        <StateNoticeForm />
        <p>
          If you have an online account, you can also download your data or delete your account yourself from your
          profile. Or contact us in any of these ways:
        </p>
        <ContactDetails attention="Privacy Requests" />
        <p>
          Our mobile app and the chat on our website cannot take privacy requests; please use one of the ways above. You
          do not need an account with us to make a request.
        </p>
        <p>
          To protect you, we will verify your identity before acting on a request. We will ask for information, such as
          your name, e-mail address, phone number and the address of your covered home, and match it with what we
          already hold. Requests for specific pieces of information or for deletion need a closer match. We use the
          information you give for verification only to verify the request. If we cannot verify you, we will tell you
          why and what else we need.
        </p>
      </>
    ),
  },
  {
    id: 'authorized-agents',
    title: 'Authorized agents',
    body: (
      <p>
        You may have someone else, such as a family member or a registered business, make a request for you. The agent
        must give us an authorization signed by you that allows them to act for you. Unless the agent holds a valid
        power of attorney, we may also ask you to verify your own identity with us directly, or to confirm that you gave
        the agent permission.
      </p>
    ),
  },
  {
    id: 'response-timing',
    title: 'When we will respond',
    body: (
      <ul>
        <li>
          We will confirm that we received your request within <strong>10 days</strong>, and explain how we will handle
          it.
        </li>
        <li>
          We will respond within <strong>45 days</strong> of receiving it. If we need more time, we may extend this by
          up to <strong>45 more days</strong>, and we will tell you within the first 45 days that we need the extension
          and why.
        </li>
        <li>If we cannot comply with all or part of your request, our response will explain why and how to appeal.</li>
      </ul>
    ),
  },
  {
    id: 'fees',
    title: 'Fees',
    body: (
      <p>
        Making a request is free. We may charge a reasonable fee, or decline to act, only if a request is clearly
        excessive, repetitive or manifestly unfounded; if we do, we will explain why before charging anything.
      </p>
    ),
  },
  {
    id: 'appeals',
    title: 'Appeals',
    body: (
      <p>
        If we decline all or part of your request, you may appeal by replying to our decision, calling <PhoneLink /> or
        e-mailing <EmailLink /> with “Privacy appeal” in the subject line. Someone who was not involved in the original
        decision will review it. We will tell you the outcome in writing, with our reasons, within{' '}
        <strong>60 days</strong> of receiving your appeal. If you disagree with the outcome, you may contact the
        attorney general of your state.
      </p>
    ),
  },
  {
    id: 'opting-out',
    title: 'Opting out of sale or sharing',
    body: (
      <>
        <p>
          You may opt out of the sale or sharing of your personal information and of targeted advertising at any time,
          without verifying your identity:
        </p>
        <ul>
          <li>
            use the Your Privacy Choices link below, which turns off advertising cookies and tags in that browser;
          </li>
          <li>
            turn on the Global Privacy Control signal in your browser; we honor it as an opt-out for that browser and,
            if you are signed in, for your account;
          </li>
          <li>
            call us at <PhoneLink /> or e-mail <EmailLink />, so that we also stop sharing information such as your
            e-mail address with our advertising partners.
          </li>
        </ul>
        <PrivacyChoices />
        <p>
          Cookie choices are stored in your browser, so repeat them on each browser and device you use, and again if you
          clear your cookies.
        </p>
      </>
    ),
  },
  {
    id: 'non-discrimination',
    title: 'Non-discrimination',
    body: (
      <p>
        We will not deny you a plan or service, charge you a different price, give you a different level of service or
        suggest that you will receive any of these because you used your privacy rights.
      </p>
    ),
  },
  {
    id: 'financial-incentives',
    title: 'Financial incentives',
    body: (
      <p>
        We do not currently offer any financial incentive programs, price or service differences in exchange for
        personal information. If we introduce one, we will explain its terms and ask for your agreement before you join.
      </p>
    ),
  },
  {
    id: 'contact',
    title: 'Questions about this notice',
    body: (
      <>
        <p>
          For questions about this notice, contact us by phone at <PhoneLink /> or by e-mail at <EmailLink />. Our{' '}
          <Link to="/privacy-policy">Privacy Policy</Link> describes our privacy practices in full.
        </p>
        <p>
          If you have a disability and need this notice in another format, call us and we will provide it in a way you
          can use.
        </p>
      </>
    ),
  },
];
