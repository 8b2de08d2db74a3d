/**
 * /account/my-data: what the data export holds (GET /account/dataExport/summary), to read on a phone: the
 * profile, plans, invoices and payments, saved cards, service requests, what the person agreed to, the files
 * they sent and how each kind of message reaches them, with days and money written in their language. It prints
 * (or saves as a PDF) without the site's header, menus and buttons; the archive (.tar.gz) is offered at the end.
 */
import type { DataSummary } from '@hw/shared';
import { m } from '@hw/shared/i18n';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { myDataSummaryQueryOptions } from '../api/my-data.ts';
import { addressLine, cardName } from '../format.ts';
import { invoiceStateLabel } from '../invoice-rules.ts';
import { serviceRequestStatusLabel } from '../service-request-status.ts';
import { ArchiveButton, DownloadedArchive, useArchiveDownload } from './downloaded-archive.tsx';
import { CHANNEL_NAMES, KIND_NAMES } from './message-words.ts';
import { localDay, localList, localMoney } from './my-data-format.ts';

const CONTRACT_STATUS: Record<string, () => string> = {
  active: m.account_contract_status_active,
  pending: m.account_contract_status_pending,
  expired: m.account_contract_status_expired,
  cancelled: m.account_contract_status_cancelled,
  suspended: m.account_contract_status_suspended,
};

const PHONE_LABELS: Record<string, () => string> = {
  home: m.account_phone_home,
  mobile: m.account_phone_mobile,
  work: m.account_phone_work,
  fax: m.account_phone_fax,
  other: m.account_phone_other,
};

const card = (value: { brand: string; lastFour: string }) =>
  cardName({ cardType: value.brand, lastFour: value.lastFour });

function Part({ id, title, count, children }: { id: string; title: string; count: number; children: ReactNode }) {
  return (
    <section className="my-data-part" aria-labelledby={`my-data-${id}`}>
      <h3 id={`my-data-${id}`}>{title}</h3>
      {count === 0 ? <p className="account-muted">{m.account_my_data_none()}</p> : <ul>{children}</ul>}
    </section>
  );
}

function Line({ title, trailing, children }: { title: ReactNode; trailing?: ReactNode; children?: ReactNode }) {
  return (
    <li className="my-data-line">
      <div className="my-data-line__head">
        <strong>{title}</strong>
        {trailing && <span>{trailing}</span>}
      </div>
      {children}
    </li>
  );
}

function consentText(consent: DataSummary['consents'][number]): string {
  if (consent.kind === 'textMessages') return consent.active ? m.account_my_data_sms_on() : m.account_my_data_sms_off();
  if (consent.kind === 'serviceAgreement') return m.account_my_data_service_agreement();
  const policyNumber = consent.policyNumber ?? '';
  return consent.card
    ? m.account_my_data_autopay({ policyNumber, card: card(consent.card) })
    : m.account_my_data_autopay_no_card({ policyNumber });
}

/** Each kind of message with the channels it reaches the person on now. */
function Messages({ messages }: { messages: NonNullable<DataSummary['messages']> }) {
  return (
    <section className="my-data-part my-data-part--stacked" aria-labelledby="my-data-messages">
      <h3 id="my-data-messages">{m.notices_title()}</h3>
      <p className="account-muted">{m.account_my_data_messages_lead()}</p>
      <ul>
        {messages.kinds.map(({ kind, channels }) => {
          const sentOn = channels.filter((channel) => channel.sent).map(({ channel }) => CHANNEL_NAMES[channel]());
          return (
            <Line
              key={kind}
              title={KIND_NAMES[kind]()}
              trailing={sentOn.length > 0 ? localList(sentOn) : m.account_my_data_not_sent()}
            />
          );
        })}
      </ul>
    </section>
  );
}

function Summary({ summary }: { summary: DataSummary }) {
  const { profile } = summary;
  return (
    <>
      <section className="my-data-part" aria-labelledby="my-data-profile">
        <h3 id="my-data-profile">{m.account_my_data_profile()}</h3>
        <dl className="account-details">
          <div>
            <dt>{m.account_name()}</dt>
            <dd>
              {profile.firstName} {profile.lastName}
            </dd>
          </div>
          <div>
            <dt>{m.account_email()}</dt>
            <dd>{profile.email}</dd>
          </div>
          {profile.phones.length > 0 && (
            <div>
              <dt>{m.account_phones()}</dt>
              <dd>
                {profile.phones.map((phone) => (
                  <div key={`${phone.type}-${phone.number}`}>
                    {PHONE_LABELS[phone.type]?.() ?? phone.type}: {phone.number}
                  </div>
                ))}
              </dd>
            </div>
          )}
          {profile.createdAt && (
            <div>
              <dt>{m.account_my_data_member_since()}</dt>
              <dd>{localDay(profile.createdAt)}</dd>
            </div>
          )}
        </dl>
      </section>
      <Part id="plans" title={m.account_my_data_plans()} count={summary.contracts.length}>
        {summary.contracts.map((contract) => (
          <Line
            key={contract.policyNumber}
            title={contract.planName}
            trailing={CONTRACT_STATUS[contract.status]?.() ?? contract.status}
          >
            <p>{addressLine(contract.address)}</p>
            <p className="account-muted">
              {m.account_card_pays_policy({ policyNumber: contract.policyNumber })}
              {contract.effectiveDate && contract.expireDate
                ? ` · ${m.account_my_data_covered({ from: localDay(contract.effectiveDate), to: localDay(contract.expireDate) })}`
                : ''}
            </p>
            {!contract.isOwner && <p className="account-muted">{m.account_my_data_ordered_for_owner()}</p>}
          </Line>
        ))}
      </Part>
      <Part id="invoices" title={m.account_my_data_invoices()} count={summary.invoices.length}>
        {summary.invoices.map((invoice) => (
          <Line
            key={`${invoice.policyNumber}-${invoice.dueDate}-${invoice.description}`}
            title={localMoney(invoice.amount)}
            trailing={invoiceStateLabel(invoice.status)}
          >
            <p>{invoice.description}</p>
            <p className="account-muted">
              {invoice.paidAt
                ? m.account_my_data_paid_on({ date: localDay(invoice.paidAt) })
                : m.account_my_data_due({ date: localDay(invoice.dueDate) })}{' '}
              · {invoice.policyNumber}
            </p>
          </Line>
        ))}
      </Part>
      <Part id="payments" title={m.account_my_data_payments()} count={summary.payments.length}>
        {summary.payments.map((payment) => (
          <Line
            key={`${payment.policyNumber}-${payment.paidAt}-${payment.amount}`}
            title={localMoney(payment.amount)}
            trailing={payment.policyNumber}
          >
            <p className="account-muted">
              {payment.card
                ? m.account_my_data_paid_with({ date: localDay(payment.paidAt), card: card(payment.card) })
                : m.account_my_data_paid_on({ date: localDay(payment.paidAt) })}
            </p>
            {payment.refundedAt && <p>{m.account_my_data_refunded({ date: localDay(payment.refundedAt) })}</p>}
          </Line>
        ))}
      </Part>
      <Part id="cards" title={m.account_my_data_cards()} count={summary.savedCards.length}>
        {summary.savedCards.map((saved) => (
          <Line
            key={`${saved.brand}-${saved.lastFour}-${saved.expirationDate}`}
            title={card(saved)}
            trailing={saved.isDefault ? m.account_card_default() : undefined}
          >
            <p className="account-muted">{m.account_card_expires({ expires: saved.expirationDate })}</p>
          </Line>
        ))}
      </Part>
      <Part id="requests" title={m.account_my_data_requests()} count={summary.serviceRequests.length}>
        {summary.serviceRequests.map((request) => (
          <Line
            key={request.serviceRequestNumber}
            title={`${request.serviceRequestNumber} · ${request.item}`}
            trailing={serviceRequestStatusLabel(request.status)}
          >
            <p className="account-muted">
              {m.account_my_data_opened({ date: localDay(request.createdAt) })}
              {request.policyNumber ? ` · ${request.policyNumber}` : ''} ·{' '}
              {m.account_my_data_messages({ count: String(request.messages) })}
            </p>
          </Line>
        ))}
      </Part>
      <Part id="consents" title={m.account_my_data_consents()} count={summary.consents.length}>
        {summary.consents.map((consent) => (
          <Line key={`${consent.kind}-${consent.policyNumber}-${consent.givenAt}`} title={consentText(consent)}>
            {consent.givenAt && (
              <p className="account-muted">
                {consent.endedAt
                  ? m.account_my_data_agreed_ended({
                      date: localDay(consent.givenAt),
                      ended: localDay(consent.endedAt),
                    })
                  : m.account_my_data_agreed({ date: localDay(consent.givenAt) })}
              </p>
            )}
          </Line>
        ))}
      </Part>
      {summary.messages && <Messages messages={summary.messages} />}
      <Part id="files" title={m.account_my_data_files()} count={summary.files.length}>
        {summary.files.map((file) => (
          <Line key={`${file.fileName}-${file.createdAt}`} title={file.fileName}>
            {file.createdAt && (
              <p className="account-muted">{m.account_my_data_sent({ date: localDay(file.createdAt) })}</p>
            )}
          </Line>
        ))}
      </Part>
    </>
  );
}

export function MyDataScreen() {
  const query = useQuery(myDataSummaryQueryOptions());
  const archive = useArchiveDownload();
  return (
    <section className="card account-card my-data" aria-labelledby="my-data-title" aria-busy={query.isFetching}>
      <Link to="/account" hash="profile" className="my-data__back">
        {m.account_my_data_back()}
      </Link>
      <h2 id="my-data-title">{m.account_my_data_title()}</h2>
      {query.isError && !query.data && <p className="account-muted">{m.account_my_data_load_failure()}</p>}
      {query.data && (
        <>
          <p className="account-note">{m.account_my_data_summary_lead({ date: localDay(query.data.preparedAt) })}</p>
          <Summary summary={query.data} />
        </>
      )}
      <div className="account-actions account-actions--section my-data__actions">
        {query.data && (
          <button type="button" className="button button--primary" onClick={() => window.print()}>
            {m.account_my_data_print()}
          </button>
        )}
        <ArchiveButton archive={archive} />
      </div>
      <p className="account-muted my-data__actions">{m.account_my_data_archive_hint()}</p>
      {archive.downloaded && <DownloadedArchive fileName={archive.downloaded} />}
    </section>
  );
}
