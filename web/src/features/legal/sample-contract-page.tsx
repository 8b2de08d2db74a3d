/**
 * /sample-contract/{planType}/{state}: the sample contract a buyer agrees to when ordering, for the plan type
 * and the home's state, with the plans sold there (GET /api/sampleContract/...), and its PDF. The contract
 * text is English in every language; a page in another language says so.
 */
import { SampleContractResponse } from '@hw/shared';
import { BASE_LOCALE, m } from '@hw/shared/i18n';
import { useQuery } from '@tanstack/react-query';
import { apiGet } from '#web/lib/api/index.ts';
import { usePageMeta } from '#web/lib/head.ts';
import { pageLocale } from '#web/lib/i18n/index.ts';
import { checkedResponse, REFERENCE_QUERY_PREFIX } from '#web/lib/query/index.ts';
import './legal.css';

const contractPath = (planType: string, state: string) =>
  `/api/sampleContract/${encodeURIComponent(planType)}/${encodeURIComponent(state)}`;

export function SampleContractPage({ planType, state }: { planType: string; state: string }) {
  const path = contractPath(planType, state);
  const contract = useQuery({
    queryKey: [...REFERENCE_QUERY_PREFIX, 'sampleContract', planType, state.toUpperCase()],
    queryFn: async ({ signal }) =>
      checkedResponse(SampleContractResponse, await apiGet(path, undefined, { signal }), 'GET /api/sampleContract'),
    staleTime: 60 * 60_000,
  });
  const title = contract.data?.title ?? m.sample_contract_title();
  usePageMeta({
    title,
    description: m.sample_contract_description(),
    canonical: `/sample-contract/${planType}/${state}`,
  });
  return (
    <article className="legal sample-contract">
      <header className="legal__header">
        <h1>{title}</h1>
      </header>
      {pageLocale() !== BASE_LOCALE && <p className="legal__language-note">{m.order_terms_english()}</p>}
      {contract.isPending && <p role="status">{m.sample_contract_loading()}</p>}
      {contract.isError && <p role="alert">{m.sample_contract_missing()}</p>}
      {contract.data && (
        <>
          <p className="legal__intro">{contract.data.notice}</p>
          <p>
            <a className="button button--ghost" href={`${path}/pdf`} target="_blank" rel="noopener">
              {m.sample_contract_pdf()}
            </a>
          </p>
          {contract.data.sections.map((section) => (
            <section key={section.heading} className="sample-contract__section">
              <h2>{section.heading}</h2>
              {section.paragraphs.map((paragraph) => (
                <p key={paragraph}>{paragraph}</p>
              ))}
              {section.items && (
                <ul>
                  {section.items.map((item) => (
                    <li key={item}>{item}</li>
                  ))}
                </ul>
              )}
            </section>
          ))}
        </>
      )}
    </article>
  );
}
