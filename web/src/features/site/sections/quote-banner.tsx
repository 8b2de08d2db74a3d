/** The quote banner: a call to the quote form on the homeowner page. */
import { Link } from '@tanstack/react-router';
import { useId } from 'react';
import { brand } from '#web/lib/brand.ts';

export function QuoteBanner() {
  const headingId = useId();
  return (
    <section className="mk-banner" aria-labelledby={headingId}>
      <div className="mk-banner__inner">
        <div>
          <h2 id={headingId} className="mk-banner__title">
            See your price in about a minute
          </h2>
          <p className="mk-banner__text">
            Free home warranty quotes for homes in Arizona, Idaho, Nevada, Oregon, Texas and Utah, or call{' '}
            <a href={`tel:${brand.phone}`}>{brand.phone}</a>.
          </p>
        </div>
        <Link to="/homeowner-warranty" hash="quote" className="button button--light button--large">
          Get a Free Quote
        </Link>
      </div>
    </section>
  );
}
