/** How to reach the brand about privacy and legal matters: the brand's phone, e-mail and mailing address. */
import { Link } from '@tanstack/react-router';
import { brand } from '#web/lib/brand.ts';

export const PhoneLink = () => <a href={`tel:${brand.phone}`}>{brand.phone}</a>;

export const EmailLink = () => <a href={`mailto:${brand.customerCareEmail}`}>{brand.customerCareEmail}</a>;

export function MailingAddress({ attention }: { attention: string }) {
  return (
    <address className="legal__address">
      {brand.name}
      <br />
      Attn: {attention}
      <br />
      {brand.mailingCity} {brand.mailingZip}
    </address>
  );
}

/**
 * The ways to reach us, as a list. `withForm` adds the online route (the Contact Us form), which the state
 * notice offers for privacy requests.
 */
export function ContactDetails({ attention, withForm = false }: { attention: string; withForm?: boolean }) {
  return (
    <ul className="legal__contact">
      <li>
        <strong>Phone:</strong> <PhoneLink />
      </li>
      {withForm && (
        <li>
          <strong>Online:</strong> the form on our <Link to="/contact-us">Contact Us</Link> page; begin your message
          with “Privacy request” and say which request you are making
        </li>
      )}
      <li>
        <strong>E-mail:</strong> <EmailLink />
      </li>
      <li>
        <strong>Mail:</strong> <MailingAddress attention={attention} />
      </li>
    </ul>
  );
}
