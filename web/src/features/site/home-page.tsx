import { Link } from '@tanstack/react-router';
import { brand } from '#web/lib/brand.ts';
import { usePageTitle } from '#web/lib/page-title.ts';

export function HomePage() {
  usePageTitle('Home Warranty Plans');
  return (
    <>
      <section className="hero">
        <div className="hero__inner">
          <h1>Home warranty protection that shows up when you need it</h1>
          <p>
            Plans from $35 a month for homes in Arizona, Idaho, Nevada, Oregon, Texas and Utah. A contractor is assigned
            within 24 hours of your claim.
          </p>
          <div className="hero__actions">
            <Link to="/order" className="button button--accent button--large">
              Order Now
            </Link>
            <Link to="/claim" className="button button--light button--large">
              Request Repair
            </Link>
            <Link
              to="/homeowner-warranty"
              hash="home-warranty-plans"
              className="button button--ghost-light button--large"
            >
              See Plans &amp; Pricing
            </Link>
          </div>
        </div>
      </section>
      <section className="page feature-grid">
        <article className="card">
          <h2>For homeowners</h2>
          <p>Over 70,000 homeowners trust {brand.name}. Save an average of $200 per approved repair.</p>
          <Link to="/homeowner-warranty">Compare homeowner plans</Link>
        </article>
        <article className="card">
          <h2>For real-estate professionals</h2>
          <p>Quick orders for buyers and sellers, with coverage that starts at closing.</p>
          <Link to="/home-buyers-warranty">See real-estate plans</Link>
        </article>
        <article className="card">
          <h2>For contractors</h2>
          <p>Join our service network: steady work, parts supplied and labour paid.</p>
          <Link to="/contractors">Become a contractor</Link>
        </article>
      </section>
    </>
  );
}
