/**
 * The partner search dialog: find an agent, escrow officer or lender by name, or
 * add one the search does not know (signed in). Results stay in this dialog and are never stored.
 */
import { formatPhone, messages, type Partner, type PartnerRole } from '@hw/shared';
import { m } from '@hw/shared/i18n';
import { type AnyFieldApi, useForm, useSelector } from '@tanstack/react-form';
import { type ChangeEvent, useId, useState } from 'react';
import { isApiError } from '#web/lib/api/index.ts';
import { brand } from '#web/lib/brand.ts';
import { boundInput } from '#web/lib/form-state.ts';
import { openLoginDialog, useSession } from '#web/lib/session/index.ts';
import { Modal, showToast, TextField } from '#web/ui/index.ts';
import { useCreatePartner } from './api/create-partner.ts';
import { usePartnerSearch } from './api/search-partners.ts';

/** Each partner role's name, in the page's language (called where shown). */
export const PARTNER_LABELS: Record<PartnerRole, () => string> = {
  buyerAgent: m.order_role_buyer_agent,
  sellerAgent: m.order_role_listing_agent,
  titleCompany: m.order_role_escrow_officer,
  loanOfficer: m.order_role_loan_officer,
  assistant: m.order_role_agent_assistant,
};

/** A partner role's name inside a sentence ("Find a Buyer's Agent"; in Spanish in lower case). */
export const partnerNoun = (role: PartnerRole): string => m.order_partner_noun({ role });

function CreatePartnerForm({
  role,
  stateCode,
  initialName,
  onCreated,
}: {
  role: PartnerRole;
  stateCode: string;
  initialName: string;
  onCreated: (partner: Partner) => void;
}) {
  const id = useId();
  const create = useCreatePartner();
  const form = useForm({
    defaultValues: { name: initialName, company: '', email: '', phone: '', city: '' },
    validators: { onSubmit: ({ value }) => (value.name.trim() ? undefined : m.order_partner_name_required()) },
    onSubmit: ({ value }) =>
      create.mutate(
        { role, ...value, name: value.name.trim(), stateCode: stateCode || null },
        {
          onSuccess: (partner) => {
            showToast({ text: messages.partner.success, kind: 'success' });
            onCreated(partner);
          },
          onError: () =>
            showToast({
              title: messages.partner.failureTitle,
              text: m.order_partner_call_us({ phone: brand.phone }),
              kind: 'error',
            }),
        },
      ),
  });
  const tried = useSelector(form.store, (state) => state.submissionAttempts > 0);
  const text = (field: AnyFieldApi, format?: (typed: string) => string) => ({
    id: `${id}-${field.name}`,
    value: String(field.state.value),
    onChange: (event: ChangeEvent<HTMLInputElement>) =>
      field.handleChange(format ? format(event.target.value) : event.target.value),
    onBlur: field.handleBlur,
  });
  return (
    <form
      className="partner-create"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        event.stopPropagation();
        void form.handleSubmit();
      }}
    >
      <h3>{m.order_partner_add_new({ role: partnerNoun(role) })}</h3>
      <form.Field name="name">
        {(field) => (
          <TextField
            {...text(field)}
            label={m.order_partner_name()}
            error={tried && !field.state.value.trim() ? m.order_partner_name_required() : undefined}
          />
        )}
      </form.Field>
      <form.Field name="company">
        {(field) => <TextField {...text(field)} label={m.order_partner_company()} />}
      </form.Field>
      <form.Field name="email">
        {(field) => <TextField {...text(field)} label={m.order_partner_email()} type="email" />}
      </form.Field>
      <form.Field name="phone">
        {(field) => <TextField {...text(field, formatPhone)} label={m.order_partner_phone()} type="tel" />}
      </form.Field>
      <button type="submit" className="button button--primary" disabled={create.isPending}>
        {create.isPending ? m.order_partner_saving() : m.order_partner_save()}
      </button>
    </form>
  );
}

export function PartnerSearchDialog({
  role,
  stateCode,
  onChoose,
  onClose,
}: {
  role: PartnerRole;
  stateCode: string;
  onChoose: (partner: Partner) => void;
  onClose: () => void;
}) {
  const id = useId();
  const session = useSession();
  const search = usePartnerSearch();
  const [creating, setCreating] = useState(false);
  const noun = partnerNoun(role);
  const form = useForm({
    defaultValues: { term: '' },
    onSubmit: ({ value }) => {
      if (value.term.trim().length >= 2) search.mutate({ term: value.term.trim(), type: role });
    },
  });
  const term = useSelector(form.store, (state) => state.values.term);
  const tooShort = term.trim().length < 2;
  const results = search.data ?? [];
  return (
    <Modal open title={m.order_partner_find_title({ role })} onClose={onClose} className="partner-search">
      <form
        className="partner-search__form"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          event.stopPropagation();
          void form.handleSubmit();
        }}
      >
        <form.Field name="term">
          {(field) => (
            <TextField
              id={`${id}-term`}
              label={m.order_partner_search_label({ role: noun })}
              {...boundInput(field)}
              hint={m.order_partner_search_hint()}
              autoComplete="off"
            />
          )}
        </form.Field>
        <button type="submit" className="button button--primary" disabled={tooShort || search.isPending}>
          {search.isPending ? m.order_partner_searching() : m.order_partner_search()}
        </button>
      </form>
      {search.isError && (
        <p role="alert" className="order-error">
          {isApiError(search.error) && search.error.isNetworkError
            ? messages.transport.networkError
            : m.order_partner_search_failed()}
        </p>
      )}
      {search.isSuccess && results.length === 0 && (
        <p className="order-muted">{m.order_partner_no_match({ role: noun, term })}</p>
      )}
      {results.length > 0 && (
        <ul className="partner-results" aria-label={m.order_partner_results()}>
          {results.map((partner) => (
            <li key={partner.partnerId}>
              <div className="partner-result__text">
                <strong>{partner.name}</strong>
                <span className="order-muted">
                  {[partner.company, partner.city, partner.stateCode].filter(Boolean).join(' · ')}
                </span>
              </div>
              <button type="button" className="button button--ghost" onClick={() => onChoose(partner)}>
                {m.order_partner_choose()}
              </button>
            </li>
          ))}
        </ul>
      )}
      {!creating ? (
        <p>
          {m.order_partner_not_listed()}{' '}
          {session.isAuthenticated ? (
            <button type="button" className="ui-link-button" onClick={() => setCreating(true)}>
              {m.order_partner_add_new({ role: noun })}
            </button>
          ) : (
            <button type="button" className="ui-link-button" onClick={() => openLoginDialog()}>
              {m.order_partner_login_to_add({ role: noun })}
            </button>
          )}
        </p>
      ) : (
        <CreatePartnerForm role={role} stateCode={stateCode} initialName={term.trim()} onCreated={onChoose} />
      )}
    </Modal>
  );
}
