/**
 * The quote form: name, e-mail, address, phone, zip and 'Did you purchase
 * the home in the last 30 days?'. A submit attempt with problems opens the validation dialog with the
 * messages of shared/src/quote-form.ts; a valid form looks up the zip's state (not served: the No Service
 * toast for 15 s), registers the lead (POST /api/lead), counts a Lead / Quote Request event, resets, and
 * shows the plans for the answer: real estate for a home bought in the last 30 days, else homeowner. The
 * answers are kept for the session: the order the visitor starts next begins filled with them.
 */
import {
  HOMEOWNER_PLAN_TYPE_ID,
  maxLengthOf,
  messages,
  QuoteBody,
  type QuoteFormField,
  quoteFormErrors,
  REAL_ESTATE_PLAN_TYPE_ID,
  splitName,
} from '@hw/shared';
import { m } from '@hw/shared/i18n';
import { useNavigate, useRouterState } from '@tanstack/react-router';
import { brand } from '#web/lib/brand.ts';
import { rememberQuoteAnswers } from '#web/lib/quote-answers.ts';
import { ContactFields, showToast, useCheckedForm } from '#web/ui/index.ts';
import { track } from '../analytics.ts';
import { sendQuoteLead } from '../api/send-quote-lead.ts';
import { setVisitorState } from '../visitor-state.ts';
import { EMPTY_LEAD_CONTACT, LEAD_CONTACT_FIELDS, type LeadContact } from './lead-contact.ts';
import { isNoServiceError, NO_SERVICE, servedState } from './served-zip.ts';
import { scrollToId } from './smooth-scroll.ts';

export interface QuoteValues extends LeadContact {
  /** 'Did you purchase the home in the last 30 days?' */
  isRecentPurchase: boolean;
}

export const EMPTY_QUOTE: QuoteValues = { ...EMPTY_LEAD_CONTACT, isRecentPurchase: false };

/** The fields in the order the form shows them (the dialog lists problems in this order). */
const FIELD_ORDER: readonly QuoteFormField[] = ['contactName', 'email', 'address', 'homePhone', 'postalCode'];

export const NO_SERVICE_QUOTE_MS = 15_000;
export const QUOTE_ERROR_MS = 10_000;
/** Where both kinds of lead land: the plan comparison of their page. */
export const PLANS_ANCHOR = 'home-warranty-plans';

export const quotePlansPage = (isRecentPurchase: boolean) =>
  isRecentPurchase ? ('/home-buyers-warranty' as const) : ('/homeowner-warranty' as const);

export function QuoteForm() {
  const navigate = useNavigate();
  const pathname = useRouterState({ select: (state) => state.location.pathname });
  const form = useCheckedForm<QuoteValues, QuoteFormField>({
    idPrefix: 'quote',
    initial: EMPTY_QUOTE,
    check: quoteFormErrors,
    order: FIELD_ORDER,
    send: async (values, clear) => {
      try {
        const stateCode = await servedState(values.postalCode);
        if (!stateCode) {
          showToast({ ...NO_SERVICE, durationMs: NO_SERVICE_QUOTE_MS });
          return;
        }
        await sendQuoteLead({
          ...splitName(values.contactName),
          email: values.email.trim(),
          address: values.address.trim(),
          postalCode: values.postalCode.trim(),
          homePhone: values.homePhone.trim(),
          type: 'quote',
          planTypeId: values.isRecentPurchase ? REAL_ESTATE_PLAN_TYPE_ID : HOMEOWNER_PLAN_TYPE_ID,
        });
        track({ category: 'Lead', action: 'Quote Request' });
        setVisitorState(stateCode);
        // The order the visitor starts from the plans shown next begins with these answers.
        rememberQuoteAnswers(values);
        const to = quotePlansPage(values.isRecentPurchase);
        clear();
        showToast({
          title: m.quote_form_thanks_title(),
          text: m.quote_form_thanks_text({ phone: brand.phone }),
          kind: 'success',
        });
        const samePage = pathname === to;
        await navigate({ to, hash: PLANS_ANCHOR, hashScrollIntoView: false, resetScroll: !samePage });
        if (samePage) scrollToId(PLANS_ANCHOR);
      } catch (error) {
        if (isNoServiceError(error)) {
          showToast({ ...NO_SERVICE, durationMs: NO_SERVICE_QUOTE_MS });
          return;
        }
        showToast({
          title: messages.quote.errorTitle,
          text: m.quote_form_failed_text({ phone: brand.phone }),
          kind: 'error',
          durationMs: QUOTE_ERROR_MS,
        });
      }
    },
  });
  const { fieldId, values, set, sending, submit } = form;

  return (
    <form
      className="mk-form mk-quote-form"
      noValidate
      onSubmit={(event) => void submit(event)}
      aria-label={m.quote_form_label()}
    >
      <div className="mk-form__grid">
        <ContactFields form={form} fields={LEAD_CONTACT_FIELDS} maxLength={(name) => maxLengthOf(QuoteBody, name)} />
      </div>
      <fieldset className="mk-choice">
        <legend className="mk-choice__legend">{m.quote_form_recent_purchase()}</legend>
        <div className="mk-choice__options">
          {[
            { label: m.site_form_yes(), value: true },
            { label: m.site_form_no(), value: false },
          ].map((option) => (
            <label key={String(option.value)} className="mk-choice__option">
              <input
                type="radio"
                name={fieldId('recent')}
                checked={values.isRecentPurchase === option.value}
                onChange={() => set('isRecentPurchase')(option.value)}
              />
              <span>{option.label}</span>
            </label>
          ))}
        </div>
      </fieldset>
      <button type="submit" className="button button--accent button--large mk-form__submit" disabled={sending}>
        {sending ? m.site_form_sending() : m.quote_form_submit()}
      </button>
    </form>
  );
}
