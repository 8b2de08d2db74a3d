/** The quote form under its heading. */
import { useId } from 'react';
import { brand } from '#web/lib/brand.ts';
import { QuoteForm } from './quote-form.tsx';

export const QUOTE_SECTION_TITLE = 'Get a Free Home Warranty Quote!';

export function QuoteSection({ id = 'quote', title = QUOTE_SECTION_TITLE }: { id?: string; title?: string }) {
  const headingId = useId();
  return (
    <section id={id} className="mk-section mk-quote" aria-labelledby={headingId}>
      <div className="mk-section__inner mk-quote__inner">
        <div className="mk-quote__text">
          <h2 id={headingId}>{title}</h2>
          <p>
            Tell us a little about your home and we will show you the plans and prices for it right away. No obligation,
            no sales pressure: a quote takes about a minute.
          </p>
          <ul className="mk-checklist">
            <li>Plans from $35 a month</li>
            <li>A licensed contractor assigned within 24 hours of a claim</li>
            <li>Serving Arizona, Idaho, Nevada, Oregon, Texas and Utah</li>
          </ul>
          <p className="mk-muted">
            Prefer to talk? Call <a href={`tel:${brand.phone}`}>{brand.phone}</a>.
          </p>
        </div>
        <div className="mk-quote__form">
          <QuoteForm />
        </div>
      </div>
    </section>
  );
}
