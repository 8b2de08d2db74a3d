/** The quote banner: a call to the quote form on the homeowner page. */
import { m } from '@hw/shared/i18n';
import { Link } from '@tanstack/react-router';
import { useId } from 'react';
import { brand } from '#web/lib/brand.ts';
import { RichMessage } from '#web/lib/i18n/index.ts';

export function QuoteBanner() {
  const headingId = useId();
  return (
    <section className="mk-banner" aria-labelledby={headingId}>
      <div className="mk-banner__inner">
        <div>
          <h2 id={headingId} className="mk-banner__title">
            {m.quote_banner_title()}
          </h2>
          <p className="mk-banner__text">
            <RichMessage
              parts={m.quote_banner_text.parts({ phone: brand.phone })}
              markup={{ tel: (children) => <a href={`tel:${brand.phone}`}>{children}</a> }}
            />
          </p>
        </div>
        <Link to="/homeowner-warranty" hash="quote" className="button button--light button--large">
          {m.quote_banner_button()}
        </Link>
      </div>
    </section>
  );
}
