import { Link } from '@tanstack/react-router';
import { NewsletterSignup } from '#web/features/resources/index.ts';
import { brand } from '#web/lib/brand.ts';
import { openPrivacyChoices } from '#web/lib/privacy-choices.ts';
import './footer.css';
import { InstallButton } from './install-button.tsx';

export function Footer() {
  return (
    <footer className="site-footer">
      <div className="site-footer__newsletter">
        <NewsletterSignup />
      </div>
      <div className="site-footer__inner">
        <div>
          <p className="site-footer__brand">{brand.name}</p>
          <p>Home warranty plans in Arizona, Idaho, Nevada, Oregon, Texas and Utah.</p>
          <p>
            Call <a href={`tel:${brand.phone}`}>{brand.phone}</a> ·{' '}
            <a href={`mailto:${brand.customerCareEmail}`}>{brand.customerCareEmail}</a>
          </p>
          <InstallButton />
        </div>
        <nav aria-label="Footer" className="site-footer__links">
          <Link to="/homeowner-warranty">Homeowners</Link>
          <Link to="/home-buyers-warranty">Real Estate</Link>
          <Link to="/contractors">Contractors</Link>
          <Link to="/resources">Resources</Link>
          <Link to="/about-us">About Us</Link>
          <Link to="/contact-us">Contact Us</Link>
          <Link to="/privacy-policy">Privacy Policy</Link>
          <Link to="/terms-of-use">Terms of Use</Link>
          <Link to="/state-notice">State Privacy Notice</Link>
          <button type="button" className="site-footer__choices" onClick={openPrivacyChoices}>
            Your Privacy Choices
          </button>
        </nav>
      </div>
      <p className="site-footer__legal">
        © {new Date().getFullYear()} {brand.name}. {brand.mailingCity} {brand.mailingZip}.
      </p>
    </footer>
  );
}
