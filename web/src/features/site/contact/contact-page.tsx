/**
 * /contact-us: how to reach the company (customer care and media e-mail, phone, mailing city and
 * zip), the contact form (Name, Phone, Email, a message; POST /api/contact/email) and the quote banner.
 * The form shows no checks of its own; the server needs an e-mail address and a message to answer, so the
 * form asks for them with the server's own messages before sending.
 */
import { ContactEmailBody, type ContactFormField, contactFormErrors, maxLengthOf, messages } from '@hw/shared';
import { m } from '@hw/shared/i18n';
import { useId } from 'react';
import { brand } from '#web/lib/brand.ts';
import { usePageMeta } from '#web/lib/head.ts';
import { ContactFields, showToast, TextAreaField, useCheckedForm } from '#web/ui/index.ts';
import { sendContactEmail } from '../api/send-contact-email.ts';
import { Hero } from '../sections/hero.tsx';
import { Icon } from '../sections/icons.tsx';
import { QuoteBanner } from '../sections/quote-banner.tsx';

type ContactValues = Record<ContactFormField, string>;
const EMPTY: ContactValues = { name: '', phone: '', email: '', message: '' };
const ORDER: readonly ContactFormField[] = ['name', 'phone', 'email', 'message'];
const NAME_AND_PHONE = { name: 'name', phone: 'phone' } as const;
const EMAIL = { email: 'email' } as const;

function ContactForm() {
  const form = useCheckedForm<ContactValues, ContactFormField>({
    idPrefix: 'contact',
    initial: EMPTY,
    check: contactFormErrors,
    order: ORDER,
    send: async (values, clear) => {
      try {
        await sendContactEmail({
          name: values.name.trim(),
          phone: values.phone.trim(),
          email: values.email.trim(),
          message: values.message.trim(),
        });
        showToast({ title: m.contact_sent_title(), text: messages.contact.success, kind: 'success' });
        clear();
      } catch {
        showToast({
          title: m.contact_failed_title(),
          text: m.contact_failed_text({ phone: brand.phone }),
          kind: 'error',
        });
      }
    },
  });
  const { sending, submit } = form;
  return (
    <form className="mk-form" noValidate aria-label={m.contact_form_label()} onSubmit={(event) => void submit(event)}>
      <div className="mk-form__grid">
        <ContactFields form={form} fields={NAME_AND_PHONE} maxLength={(name) => maxLengthOf(ContactEmailBody, name)} />
        <div className="mk-form__wide">
          <ContactFields form={form} fields={EMAIL} maxLength={(name) => maxLengthOf(ContactEmailBody, name)} />
        </div>
      </div>
      <TextAreaField
        {...form.textField('message')}
        label={m.contact_message_label()}
        className="mk-form__textarea"
        rows={6}
        maxLength={maxLengthOf(ContactEmailBody, 'message')}
      />
      <button type="submit" className="button button--accent button--large mk-form__submit" disabled={sending}>
        {sending ? m.site_form_sending() : m.contact_submit()}
      </button>
    </form>
  );
}

export function ContactPage() {
  const infoId = useId();
  const formId = useId();
  const title = m.contact_title();
  usePageMeta({ title, description: m.contact_description({ brand: brand.name }), canonical: '/contact-us' });
  return (
    <>
      <Hero title={title} eyebrow={m.contact_eyebrow()}>
        <p>{m.contact_intro()}</p>
      </Hero>
      <div className="mk-section">
        <div className="mk-section__inner mk-contact">
          <section className="mk-contact__info" aria-labelledby={infoId}>
            <h2 id={infoId}>{m.contact_info_heading()}</h2>
            <dl className="mk-contact__list">
              <div>
                <dt>
                  <Icon name="phone" /> {m.site_form_phone()}
                </dt>
                <dd>
                  <a href={`tel:${brand.phone}`}>{brand.phone}</a>
                </dd>
              </div>
              <div>
                <dt>
                  <Icon name="mail" /> {m.contact_customer_care()}
                </dt>
                <dd>
                  <a href={`mailto:${brand.customerCareEmail}`}>{brand.customerCareEmail}</a>
                </dd>
              </div>
              <div>
                <dt>
                  <Icon name="brochure" /> {m.contact_media()}
                </dt>
                <dd>
                  <a href={`mailto:${brand.mediaEmail}`}>{brand.mediaEmail}</a>
                </dd>
              </div>
              <div>
                <dt>
                  <Icon name="pin" /> {m.contact_mailing_address()}
                </dt>
                <dd translate="no">
                  {brand.name}
                  <br />
                  {brand.mailingCity} {brand.mailingZip}
                </dd>
              </div>
            </dl>
          </section>
          <section className="mk-contact__form" aria-labelledby={formId}>
            <h2 id={formId}>{m.contact_form_heading()}</h2>
            <p className="mk-muted">{m.contact_form_intro()}</p>
            <ContactForm />
          </section>
        </div>
      </div>
      <QuoteBanner />
    </>
  );
}
