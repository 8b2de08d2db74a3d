/**
 * The partner search dialog: find an agent, escrow officer or lender by name, or
 * add one the search does not know (signed in). Results stay in this dialog and are never stored.
 */
import { formatPhone, messages, type Partner, type PartnerRole } from '@hw/shared';
import { type FormEvent, useId, useState } from 'react';
import { isApiError } from '#web/lib/api/index.ts';
import { brand } from '#web/lib/brand.ts';
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
  const [values, setValues] = useState({ name: initialName, company: '', email: '', phone: '', city: '' });
  const [tried, setTried] = useState(false);
  const set = (key: keyof typeof values) => (event: { target: { value: string } }) =>
    setValues({ ...values, [key]: key === 'phone' ? formatPhone(event.target.value) : event.target.value });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    event.stopPropagation();
    setTried(true);
    if (!values.name.trim()) return;
    create.mutate(
      { role, ...values, name: values.name.trim(), stateCode: stateCode || null },
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
    );
  };
  return (
    <form className="partner-create" onSubmit={submit} noValidate>
      <h3>Add a new {PARTNER_LABELS[role]}</h3>
      <TextField
        id={`${id}-name`}
        label="Name"
        value={values.name}
        onChange={set('name')}
        error={tried && !values.name.trim() ? 'Name is required.' : undefined}
      />
      <TextField id={`${id}-company`} label="Company" value={values.company} onChange={set('company')} />
      <TextField id={`${id}-email`} label="E-mail" type="email" value={values.email} onChange={set('email')} />
      <TextField id={`${id}-phone`} label="Phone" type="tel" value={values.phone} onChange={set('phone')} />
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
  const [term, setTerm] = useState('');
  const [creating, setCreating] = useState(false);
  const label = PARTNER_LABELS[role];
  const tooShort = term.trim().length < 2;
  const run = (event: FormEvent) => {
    event.preventDefault();
    event.stopPropagation();
    if (!tooShort) search.mutate({ term: term.trim(), type: role });
  };
  const results = search.data ?? [];
  return (
    <Modal open title={`Find a ${label}`} onClose={onClose} className="partner-search">
      <form className="partner-search__form" onSubmit={run} noValidate>
        <TextField
          id={`${id}-term`}
          label={`${label} name or company`}
          value={term}
          onChange={(event) => setTerm(event.target.value)}
          hint="At least 2 characters."
          autoComplete="off"
        />
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
