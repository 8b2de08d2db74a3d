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
  type QuoteFormErrors,
  type QuoteFormField,
  quoteFormErrors,
  REAL_ESTATE_PLAN_TYPE_ID,
  splitName,
} from '@hw/shared';
import { m } from '@hw/shared/i18n';
import { useNavigate, useRouterState } from '@tanstack/react-router';
import { type FormEvent, useId, useState } from 'react';
import { brand } from '#web/lib/brand.ts';
import { rememberQuoteAnswers } from '#web/lib/quote-answers.ts';
import { ContactField, type FieldProblem, showToast, showValidationErrors } from '#web/ui/index.ts';
import { track } from '../analytics.ts';
import { sendQuoteLead } from '../api/send-quote-lead.ts';
import { setVisitorState } from '../visitor-state.ts';
import { isNoServiceError, NO_SERVICE, servedState } from './served-zip.ts';
import { scrollToId } from './smooth-scroll.ts';

export interface QuoteValues {
  contactName: string;
  email: string;
  address: string;
  homePhone: string;
  postalCode: string;
  /** 'Did you purchase the home in the last 30 days?' */
  isRecentPurchase: boolean;
}

export const EMPTY_QUOTE: QuoteValues = {
  contactName: '',
  email: '',
  address: '',
  homePhone: '',
  postalCode: '',
  isRecentPurchase: false,
};

/** The fields in the order the form shows them (the dialog lists problems in this order). */
const FIELD_ORDER: readonly QuoteFormField[] = ['contactName', 'email', 'address', 'homePhone', 'postalCode'];

export const NO_SERVICE_QUOTE_MS = 15_000;
export const QUOTE_ERROR_MS = 10_000;
/** Where both kinds of lead land: the plan comparison of their page. */
export const PLANS_ANCHOR = 'home-warranty-plans';

export const quotePlansPage = (isRecentPurchase: boolean) =>
  isRecentPurchase ? ('/home-buyers-warranty' as const) : ('/homeowner-warranty' as const);

export function quoteProblems(errors: QuoteFormErrors, fieldId: (field: QuoteFormField) => string): FieldProblem[] {
  return FIELD_ORDER.flatMap((field) => {
    const message = errors[field];
    return message ? [{ message, fieldId: fieldId(field) }] : [];
  });
}

export function QuoteForm() {
  const prefix = `quote${useId().replace(/[^a-zA-Z0-9]/g, '')}`;
  const fieldId = (field: QuoteFormField | 'recent') => `${prefix}-${field}`;
  const navigate = useNavigate();
  const pathname = useRouterState({ select: (state) => state.location.pathname });
  const [values, setValues] = useState<QuoteValues>(EMPTY_QUOTE);
  const [attempted, setAttempted] = useState(false);
  const [sending, setSending] = useState(false);
  const errors = attempted ? quoteFormErrors(values) : {};

  const set =
    <K extends keyof QuoteValues>(key: K) =>
    (value: QuoteValues[K]) =>
      setValues((previous) => ({ ...previous, [key]: value }));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (sending) return;
    setAttempted(true);
    const problems = quoteProblems(quoteFormErrors(values), fieldId);
    if (problems.length) {
      void showValidationErrors(problems);
      return;
    }
    setSending(true);
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
      setValues(EMPTY_QUOTE);
      setAttempted(false);
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
    } finally {
      setSending(false);
    }
  };

  return (
    <form
      className="mk-form mk-quote-form"
      noValidate
      onSubmit={(event) => void submit(event)}
      aria-label={m.quote_form_label()}
    >
      <div className="mk-form__grid">
        <ContactField
          kind="name"
          id={fieldId('contactName')}
          maxLength={maxLengthOf(QuoteBody, 'contactName')}
          value={values.contactName}
          onChange={set('contactName')}
          error={errors.contactName}
        />
        <ContactField
          kind="email"
          id={fieldId('email')}
          maxLength={maxLengthOf(QuoteBody, 'email')}
          value={values.email}
          onChange={set('email')}
          error={errors.email}
        />
        <ContactField
          kind="street"
          id={fieldId('address')}
          maxLength={maxLengthOf(QuoteBody, 'address')}
          value={values.address}
          onChange={set('address')}
          error={errors.address}
        />
        <ContactField
          kind="phone"
          id={fieldId('homePhone')}
          maxLength={maxLengthOf(QuoteBody, 'homePhone')}
          value={values.homePhone}
          onChange={set('homePhone')}
          error={errors.homePhone}
        />
        <ContactField
          kind="zip"
          id={fieldId('postalCode')}
          maxLength={maxLengthOf(QuoteBody, 'postalCode')}
          value={values.postalCode}
          onChange={set('postalCode')}
          error={errors.postalCode}
        />
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
