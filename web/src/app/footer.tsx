import { m } from '@hw/shared/i18n';
import { Link } from '@tanstack/react-router';
import { NewsletterSignup } from '#web/features/resources/newsletter-signup.tsx';
import { brand } from '#web/lib/brand.ts';
import { LanguageSwitch, RichMessage } from '#web/lib/i18n/index.ts';
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
          <p>{m.footer_tagline()}</p>
          <p>
            <RichMessage
              parts={m.footer_call.parts({ phone: brand.phone })}
              markup={{ tel: (children) => <a href={`tel:${brand.phone}`}>{children}</a> }}
            />{' '}
            · <a href={`mailto:${brand.customerCareEmail}`}>{brand.customerCareEmail}</a>
          </p>
          <InstallButton />
        </div>
        <nav aria-label={m.footer_nav_label()} className="site-footer__links">
          <Link to="/homeowner-warranty">{m.footer_homeowners()}</Link>
          <Link to="/home-buyers-warranty">{m.footer_real_estate()}</Link>
          <Link to="/contractors">{m.footer_contractors()}</Link>
          <Link to="/resources">{m.footer_resources()}</Link>
          <Link to="/about-us">{m.footer_about()}</Link>
          <Link to="/contact-us">{m.footer_contact()}</Link>
          <Link to="/privacy-policy">{m.footer_privacy_policy()}</Link>
          <Link to="/terms-of-use">{m.footer_terms()}</Link>
          <Link to="/state-notice">{m.footer_state_notice()}</Link>
          <Link to="/accessibility">{m.footer_accessibility()}</Link>
          <button type="button" className="site-footer__choices" onClick={openPrivacyChoices}>
            {m.footer_privacy_choices()}
          </button>
          <LanguageSwitch className="site-footer__language" />
        </nav>
      </div>
      <p className="site-footer__legal">
        © {new Date().getFullYear()} <span translate="no">{brand.name}</span>.{' '}
        <span translate="no">
          {brand.mailingCity} {brand.mailingZip}
        </span>
        .
      </p>
    </footer>
  );
}
