/** Privacy policy, first half: who we are, what we collect, how we use it, and the tools on our site. */
import { Link } from '@tanstack/react-router';
import { brand } from '#web/lib/brand.ts';
import { PARENT_GROUP, SISTER_BRANDS } from './legal-facts.ts';
import type { LegalSection } from './legal-layout.tsx';
import { PersonalInformationTable } from './personal-information-table.tsx';

export const privacyCollectionSections: LegalSection[] = [
  {
    id: 'who-we-are',
    title: 'Who we are and what this policy covers',
    body: (
      <>
        <p>
          {brand.name} sells home warranty plans (residential service contracts) and arranges repairs through a network
          of independent contractors. We are one of several brands of {PARENT_GROUP}, which also runs the sister
          warranty brands {SISTER_BRANDS.join(' and ')}. In this policy, “we”, “us” and “our” mean {brand.name} together
          with those affiliated brands and companies under common ownership, when they handle information about you for
          the purposes described here.
        </p>
        <p>
          This policy applies to information we collect through our website, our customer account and claim pages, our
          mobile app, and when you call, e-mail, text or chat with us, order a plan, or request a repair. It does not
          cover websites or services run by others, even if we link to them; their own policies apply there.
        </p>
        <p>
          Your home warranty contract explains what your plan covers. This policy explains what we do with information
          about you; it does not change the terms of your contract.
        </p>
      </>
    ),
  },
  {
    id: 'information-we-collect',
    title: 'Information we collect',
    body: (
      <>
        <h3>Information you give us</h3>
        <ul>
          <li>Contact details: your name, postal address, the address of the covered home, e-mail and phone.</li>
          <li>Order and billing details: the plan and add-ons you choose and your payment details.</li>
          <li>Claim details: descriptions of what broke, appointment preferences, and photos or videos of the item.</li>
          <li>What you tell us in calls, e-mails, chats, texts, surveys, reviews and forum posts.</li>
          <li>
            If you are a real-estate professional or a contractor: your company, license details and the information
            needed to work with you.
          </li>
        </ul>
        <h3>Information collected automatically</h3>
        <p>
          When you use our website or app we record technical information such as your IP address, browser and device
          type, the pages you view, the site that sent you to us and your approximate location derived from your IP
          address. Cookies and similar tools collect much of this; see <a href="#cookies">Cookies</a>.
        </p>
        <h3>Information from others</h3>
        <p>
          We also receive information from the real-estate agent, title or escrow company that orders a plan for your
          home, from contractors who inspect and repair your items, from our affiliated brands, from advertising and
          analytics partners, from social networks you connect to your account, and from data providers who help us keep
          addresses current and check for fraud.
        </p>
      </>
    ),
  },
  {
    id: 'categories',
    title: 'Categories of personal information',
    body: (
      <>
        <p>
          The table below groups the personal information we collect into categories. For each one it shows whether we
          sell or share it (as those words are used in state privacy laws: giving it to others for something of value,
          or for advertising based on your activity across other companies’ sites), why we use it and what decides how
          long we keep it.
        </p>
        <div className="legal-table__wrap">
          <PersonalInformationTable />
        </div>
        <p>
          We do not use or disclose sensitive personal information, such as your account password or full card number,
          for any purpose other than providing our services, security and meeting the law.
        </p>
      </>
    ),
  },
  {
    id: 'how-we-use',
    title: 'How we use information',
    body: (
      <ul>
        <li>To quote, sell, start, bill, renew and cancel plans.</li>
        <li>To receive claims, send a contractor, follow up on the repair and handle payments to contractors.</li>
        <li>To run your online account and remember your settings.</li>
        <li>To answer questions and complaints, and to train and check the quality of our team.</li>
        <li>To send service messages, such as appointment reminders and renewal notices.</li>
        <li>To market our plans, subject to the choices described in this policy.</li>
        <li>To understand how our site and services are used and make them better.</li>
        <li>To protect our customers, contractors and business from fraud, abuse and security threats.</li>
        <li>To comply with the law, respond to lawful requests, and enforce our contracts and terms.</li>
      </ul>
    ),
  },
  {
    id: 'cookies',
    title: 'Cookies and similar technologies',
    body: (
      <>
        <p>
          Cookies are small files a website stores in your browser. We and our partners also use pixels, tags and
          similar scripts that work in much the same way. They fall into three groups:
        </p>
        <ul>
          <li>
            <strong>Essential</strong>: keep you signed in, remember your cookie choice and protect forms from abuse.
            The site does not work properly without them.
          </li>
          <li>
            <strong>Measurement</strong>: count visits and show which pages and features are used.
          </li>
          <li>
            <strong>Advertising</strong>: help us and our partners show you ads for our plans on other sites and measure
            whether those ads work.
          </li>
        </ul>
        <p>
          The notice “We value your privacy” appears on your first visit. You can block or delete cookies in your
          browser settings; if you block essential cookies, parts of the site may stop working. You can turn off
          measurement and advertising cookies through the privacy-choices link described under{' '}
          <a href="#your-choices">Your choices and opting out</a>.
        </p>
      </>
    ),
  },
  {
    id: 'analytics-advertising',
    title: 'Analytics and advertising',
    body: (
      <>
        <p>
          We use outside analytics services to understand how visitors use our site, for example which pages lead people
          to ask for a quote. These services set their own cookies and receive information such as your IP address,
          device identifiers and the pages you view. They use it to give us reports, and may also use it under their own
          privacy policies.
        </p>
        <p>
          We work with advertising networks and social media platforms to show ads for our plans to people who visited
          our site or who resemble our customers. To do this, their tags on our pages collect identifiers and browsing
          activity, and we may give them a scrambled (hashed) form of an e-mail address so they can match it to their
          own members. Under some state laws this counts as “selling” or “sharing” personal information. You can opt
          out; see <a href="#your-choices">Your choices and opting out</a>.
        </p>
        <p>
          Many advertising companies also offer their own opt-out tools through industry programs, and your phone’s
          settings let you limit ad tracking in apps. Those choices apply only to the browser or device where you make
          them.
        </p>
      </>
    ),
  },
  {
    id: 'social-login',
    title: 'Signing in with another account',
    body: (
      <>
        <p>
          Where we offer it, you can sign in or register using an account you hold with another company, such as a
          social network or an e-mail provider. If you do, that company tells us the details you agreed to share,
          usually your name, e-mail address and profile picture, and we link them to your account with us.
        </p>
        <p>
          We do not receive your password for that other account. The other company may learn that you used it to sign
          in to our site. You can disconnect the two accounts in that company’s settings at any time; you will then sign
          in to our site with an e-mail address and password.
        </p>
      </>
    ),
  },
  {
    id: 'user-content',
    title: 'Reviews, posts and other content you share',
    body: (
      <>
        <p>
          If you post a review, a comment in our resources forum or other content on our site or our social media pages,
          it may be seen by anyone, together with the name you post under. Please do not include personal details you
          would not want to make public. We may remove content that breaks our{' '}
          <Link to="/terms-of-use">Terms &amp; Conditions</Link>.
        </p>
        <p>
          With your permission we may quote a review or testimonial in our marketing, with your first name and city. You
          can ask us to stop using it in future material at any time.
        </p>
      </>
    ),
  },
  {
    id: 'video-services',
    title: 'Video support',
    body: (
      <>
        <p>
          To speed up some claims, a contractor or one of our team may invite you to a live video session on your phone
          so they can see the broken item. The session runs on a video service provided by another company, which
          processes the session for us. We may keep still images, a recording of the session and notes made during it
          with your claim record.
        </p>
        <p>
          You will be told before a session is recorded, and video support is always optional: you can decline and wait
          for an in-person visit instead. The contractors who use the video tool receive only what they need to look at
          your item and schedule the repair.
        </p>
      </>
    ),
  },
];
