/** /contractors/apply: how a contractor joins the service network (applications arrive by e-mail). */
import {
  CONTRACTOR_APPLICATION_QUESTIONS,
  CONTRACTOR_LIABILITY_REQUIREMENT,
  contractorApplicationMailto,
} from '@hw/shared';
import { brand } from '#web/lib/brand.ts';
import { money } from '#web/lib/format.ts';
import { usePageMeta } from '#web/lib/head.ts';

export function ContractorApplicationPage() {
  usePageMeta({
    title: 'Contractor Application',
    description: `Join the ${brand.name} service network: the questions a contractor answers to apply, and the insurance we ask for.`,
    canonical: '/contractors/apply',
  });
  const mailto = contractorApplicationMailto(brand.contractorApplicationsEmail);
  return (
    <section className="page page--narrow">
      <h1>Contractor Application</h1>
      <p>
        Join the {brand.name} service network: more business from warranty customers near you, major parts supplied and
        labor paid. Tell us about your company and we will be in touch.
      </p>
      <p>
        <a className="button button--accent button--large" href={mailto}>
          Begin Application
        </a>
      </p>
      <p>
        The button opens an e-mail to{' '}
        <a href={`mailto:${brand.contractorApplicationsEmail}`}>{brand.contractorApplicationsEmail}</a> with these
        questions ready to answer:
      </p>
      <ol>
        {CONTRACTOR_APPLICATION_QUESTIONS.map((question) => (
          <li key={question}>{question}</li>
        ))}
      </ol>
      <p>
        Contractors in our network carry at least {money(CONTRACTOR_LIABILITY_REQUIREMENT, 0)} in general liability
        insurance. Already working with us? Sign in to see your dispatch tickets.
      </p>
    </section>
  );
}
