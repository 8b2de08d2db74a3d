/**
 * The partner search dialog: find an agent, escrow officer or lender by name, or
 * add one the search does not know (signed in). Results stay in this dialog and are never stored.
 */
import { formatPhone, messages, type Partner, type PartnerRole } from '@hw/shared';
import { type AnyFieldApi, useForm, useSelector } from '@tanstack/react-form';
import { type ChangeEvent, useId, useState } from 'react';
import { isApiError } from '#web/lib/api/index.ts';
import { brand } from '#web/lib/brand.ts';
import { boundInput } from '#web/lib/form-state.ts';
import { openLoginDialog, useSession } from '#web/lib/session/index.ts';
import { Modal, showToast, TextField } from '#web/ui/index.ts';
import { useCreatePartner } from './api/create-partner.ts';
import { usePartnerSearch } from './api/search-partners.ts';

export const PARTNER_LABELS: Record<PartnerRole, string> = {
  buyerAgent: "Buyer's Agent",
  sellerAgent: 'Listing Agent',
  titleCompany: 'Escrow Officer',
  loanOfficer: 'Loan Officer',
  assistant: 'Agent Assistant',
};

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
    validators: { onSubmit: ({ value }) => (value.name.trim() ? undefined : 'Name is required.') },
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
              text: `Please call us at ${brand.phone} for assistance.`,
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
      <h3>Add a new {PARTNER_LABELS[role]}</h3>
      <form.Field name="name">
        {(field) => (
          <TextField
            {...text(field)}
            label="Name"
            error={tried && !field.state.value.trim() ? 'Name is required.' : undefined}
          />
        )}
      </form.Field>
      <form.Field name="company">{(field) => <TextField {...text(field)} label="Company" />}</form.Field>
      <form.Field name="email">{(field) => <TextField {...text(field)} label="E-mail" type="email" />}</form.Field>
      <form.Field name="phone">
        {(field) => <TextField {...text(field, formatPhone)} label="Phone" type="tel" />}
      </form.Field>
      <button type="submit" className="button button--primary" disabled={create.isPending}>
        {create.isPending ? 'Saving…' : 'Save and choose'}
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
  const label = PARTNER_LABELS[role];
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
    <Modal open title={`Find a ${label}`} onClose={onClose} className="partner-search">
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
              label={`${label} name or company`}
              {...boundInput(field)}
              hint="At least 2 characters."
              autoComplete="off"
            />
          )}
        </form.Field>
        <button type="submit" className="button button--primary" disabled={tooShort || search.isPending}>
          {search.isPending ? 'Searching…' : 'Search'}
        </button>
      </form>
      {search.isError && (
        <p role="alert" className="order-error">
          {isApiError(search.error) && search.error.isNetworkError
            ? messages.transport.networkError
            : 'The search failed. Please try again.'}
        </p>
      )}
      {search.isSuccess && results.length === 0 && (
        <p className="order-muted">
          No {label} matches “{term}”.
        </p>
      )}
      {results.length > 0 && (
        <ul className="partner-results" aria-label="Search results">
          {results.map((partner) => (
            <li key={partner.partnerId}>
              <div className="partner-result__text">
                <strong>{partner.name}</strong>
                <span className="order-muted">
                  {[partner.company, partner.city, partner.stateCode].filter(Boolean).join(' · ')}
                </span>
              </div>
              <button type="button" className="button button--ghost" onClick={() => onChoose(partner)}>
                Choose
              </button>
            </li>
          ))}
        </ul>
      )}
      {!creating ? (
        <p>
          Not listed?{' '}
          {session.isAuthenticated ? (
            <button type="button" className="ui-link-button" onClick={() => setCreating(true)}>
              Add a new {label}
            </button>
          ) : (
            <button type="button" className="ui-link-button" onClick={() => openLoginDialog()}>
              Log in to add a new {label}
            </button>
          )}
        </p>
      ) : (
        <CreatePartnerForm role={role} stateCode={stateCode} initialName={term.trim()} onCreated={onChoose} />
      )}
    </Modal>
  );
}
