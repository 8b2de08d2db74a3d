/** Terms & Conditions, second half: disclaimers, the liability cap, the claim window and arbitration. */
import { brand } from '#web/lib/brand.ts';
import { ContactDetails } from './contact-details.tsx';
import type { LegalSection } from './legal-layout.tsx';

export const termsDisputeSections: LegalSection[] = [
  {
    id: 'disclaimers',
    title: 'Disclaimers',
    body: (
      <p>
        Apart from the promises in your home warranty contract, the Services are provided “as is” and “as available”. To
        the fullest extent the law allows, we disclaim all warranties about the Services, express or implied, including
        warranties of merchantability, fitness for a particular purpose and non-infringement. We do not promise that the
        Services will be uninterrupted, error-free or free of harmful components. Articles and tips in our resources
        section are general information, not professional advice for your home.
      </p>
    ),
  },
  {
    id: 'limitation-of-liability',
    title: 'Limitation of liability',
    body: (
      <>
        <p>
          To the fullest extent the law allows, neither {brand.name} nor its affiliated brands, officers, employees or
          agents will be liable for any indirect, incidental, special, consequential or punitive damages, or for lost
          profits or data, arising from your use of the Services.
        </p>
        <p>
          Our total liability for any claim arising from these terms or the Services is limited to the greater of{' '}
          <strong>$100</strong> or the applicable limit stated in your home warranty plan for the item the claim
          concerns. Some states do not allow certain limits on liability, so parts of this section may not apply to you.
        </p>
      </>
    ),
  },
  {
    id: 'indemnification',
    title: 'Your responsibility to us',
    body: (
      <p>
        You agree to defend and compensate {brand.name} and its affiliated brands for claims, losses and costs,
        including reasonable legal fees, that result from your breach of these terms, your contributions or your misuse
        of the Services.
      </p>
    ),
  },
  {
    id: 'time-limit',
    title: 'Time limit for claims',
    body: (
      <p>
        Any claim arising from these terms or the Services must be brought within <strong>one year</strong> after it
        arises. A claim not brought within that year is permanently barred, unless the law where you live does not allow
        such a limit.
      </p>
    ),
  },
  {
    id: 'arbitration',
    title: 'Dispute resolution: arbitration and class-action waiver',
    body: (
      <>
        <p className="legal__notice">
          Please read this section carefully. It requires most disputes between you and us to be decided by an
          arbitrator instead of a judge or jury, and only on an individual basis.
        </p>
        <h3>Notice first</h3>
        <p>
          Before starting an arbitration, the party with the dispute must send the other a written notice that describes
          the dispute and the remedy sought, with the sender’s name, address and phone number. Send yours to the address
          under <a href="#contact">Contact us</a>. Neither party may start an arbitration until <strong>30 days</strong>{' '}
          after the notice is received, so that we have time to try to resolve the dispute informally.
        </p>
        <h3>Arbitration</h3>
        <p>
          If the dispute is not resolved, it will be settled by binding individual arbitration administered by{' '}
          <strong>JAMS</strong> under its rules in effect when the demand is filed, including its minimum standards for
          consumer arbitrations. The Federal Arbitration Act governs this section. The arbitrator decides all questions
          about the dispute, including whether this section applies, except as stated under Class-action waiver. The
          arbitration will take place in the county where you live, by phone or by video unless the arbitrator decides
          otherwise. We will pay the JAMS fees beyond any filing fee JAMS requires of a consumer. Either party may
          instead bring an individual claim in small-claims court if it qualifies.
        </p>
        <h3>Class-action waiver</h3>
        <p>
          You and we each agree to bring claims only in an individual capacity, not as a plaintiff or class member in
          any class, collective or representative proceeding, and the arbitrator may not combine the claims of more than
          one person. You and we both give up the right to a jury trial. If this waiver is found unenforceable for a
          particular claim, that claim will be decided by a court, not by arbitration, after the arbitration of any
          individual claims.
        </p>
        <h3>Mass filings</h3>
        <p>
          If <strong>25 or more</strong> similar demands for arbitration are filed against us or by us within{' '}
          <strong>30 days</strong> by or with the help of the same or coordinated lawyers or organisations, JAMS will
          administer them in batches of 25 demands per batch, one arbitrator per batch, with any remainder forming a
          final batch.
        </p>
      </>
    ),
  },
  {
    id: 'governing-law',
    title: 'Governing law',
    body: (
      <p>
        These terms are governed by the Federal Arbitration Act, other United States federal law and the laws of the
        State of Tennessee, without regard to conflict-of-law rules. Any claim not subject to arbitration will be heard
        in the state or federal courts for the county where you live.
      </p>
    ),
  },
  {
    id: 'ending-access',
    title: 'Ending your access',
    body: (
      <p>
        We may suspend or end your access to the Services, without notice, if you break these terms or if we stop
        offering part of the Services. Ending access to the Services does not cancel a home warranty plan; your contract
        explains how a plan ends. The sections on contributions, disclaimers, liability, time limits and dispute
        resolution continue to apply after your access ends.
      </p>
    ),
  },
  {
    id: 'general',
    title: 'General',
    body: (
      <p>
        These terms, together with our Privacy Policy and your home warranty contract, are the whole agreement between
        you and us about the Services. If any part of them is found unenforceable, the rest remains in effect. If we do
        not enforce a term right away, we have not given up the right to enforce it later. You may not transfer your
        rights under these terms; we may transfer ours to an affiliate or a successor.
      </p>
    ),
  },
  {
    id: 'contact',
    title: 'Contact us',
    body: (
      <>
        <p>Questions about these terms, or a notice of dispute:</p>
        <ContactDetails attention="Legal Department" />
      </>
    ),
  },
];
