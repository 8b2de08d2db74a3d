/** The quote form under its heading. */
import { m } from '@hw/shared/i18n';
import { useId } from 'react';
import { brand } from '#web/lib/brand.ts';
import { RichMessage } from '#web/lib/i18n/index.ts';
import { QuoteForm } from './quote-form.tsx';

export function QuoteSection({ id = 'quote', title = m.quote_section_title() }: { id?: string; title?: string }) {
  const headingId = useId();
  return (
    <section id={id} className="mk-section mk-quote" aria-labelledby={headingId}>
      <div className="mk-section__inner mk-quote__inner">
        <div className="mk-quote__text">
          <h2 id={headingId}>{title}</h2>
          <p>{m.quote_section_text()}</p>
          <ul className="mk-checklist">
            <li>{m.quote_section_point_price()}</li>
            <li>{m.quote_section_point_contractor()}</li>
            <li>{m.quote_section_point_states()}</li>
          </ul>
          <p className="mk-muted">
            <RichMessage
              parts={m.quote_section_call.parts({ phone: brand.phone })}
              markup={{ tel: (children) => <a href={`tel:${brand.phone}`}>{children}</a> }}
            />
          </p>
        </div>
        <div className="mk-quote__form">
          <QuoteForm />
        </div>
      </div>
    </section>
  );
}
