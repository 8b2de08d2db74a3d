/**
 * The person's data in the profile: Download my data prepares it and says what it holds, then offers to read it
 * here (/account/my-data) or to download the archive (.tar.gz); and Delete my account (the password again,
 * what is kept and why, then the account is erased and the session ends). The rules are @hw/shared data-rights.
 */
import { type DataSummary, KEPT_AFTER_DELETION } from '@hw/shared';
import { m } from '@hw/shared/i18n';
import { useQueryClient } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { isApiError } from '#web/lib/api/index.ts';
import { RichMessage } from '#web/lib/i18n/index.ts';
import { logout } from '#web/lib/session/index.ts';
import { Modal, showToast, TextField } from '#web/ui/index.ts';
import { myDataSummaryQueryOptions, useDeleteMyAccount } from '../api/my-data.ts';
import { ArchiveButton, type ArchiveDownload, DownloadedArchive, useArchiveDownload } from './downloaded-archive.tsx';
import { localDay } from './my-data-format.ts';

/** What was prepared, kind by kind, with how many of each (the profile is one, shown without a number). */
function preparedCounts(summary: DataSummary): [string, number | null][] {
  const counts: [string, number][] = [
    [m.account_my_data_plans(), summary.contracts.length],
    [m.account_my_data_invoices(), summary.invoices.length],
    [m.account_my_data_payments(), summary.payments.length],
    [m.account_my_data_cards(), summary.savedCards.length],
    [m.account_my_data_requests(), summary.serviceRequests.length],
    [m.account_my_data_consents(), summary.consents.length],
    [m.account_my_data_files(), summary.files.length],
  ];
  return [
    [m.account_my_data_profile(), null],
    ...counts.filter(([, count]) => count > 0),
    ...(summary.messages ? [[m.notices_title(), null] as [string, null]] : []),
  ];
}

function Prepared({ summary, archive }: { summary: DataSummary; archive: ArchiveDownload }) {
  return (
    <div className="account-my-data-ready" role="status" data-testid="my-data-ready">
      <h3>{m.account_my_data_ready_title()}</h3>
      <p>{m.account_my_data_ready_text({ date: localDay(summary.preparedAt) })}</p>
      <ul className="account-my-data-counts">
        {preparedCounts(summary).map(([label, count]) => (
          <li key={label}>
            <span>{label}</span>
            {count !== null && <strong>{count}</strong>}
          </li>
        ))}
      </ul>
      <div className="account-actions">
        <Link to="/account/my-data" className="button button--primary">
          {m.account_my_data_read()}
        </Link>
        <ArchiveButton archive={archive} />
      </div>
      <p className="account-muted">{m.account_my_data_archive_hint()}</p>
      {archive.downloaded && <DownloadedArchive fileName={archive.downloaded} />}
    </div>
  );
}

export function MyData() {
  const queryClient = useQueryClient();
  const [preparing, setPreparing] = useState(false);
  const [prepared, setPrepared] = useState<DataSummary | null>(null);
  const archive = useArchiveDownload();
  const [deleting, setDeleting] = useState(false);
  async function prepare() {
    setPreparing(true);
    try {
      setPrepared(await queryClient.fetchQuery(myDataSummaryQueryOptions()));
    } catch {
      showToast({ text: m.account_my_data_load_failure(), kind: 'error' });
    } finally {
      setPreparing(false);
    }
  }
  return (
    <section className="card account-card" aria-labelledby="my-data-title">
      <h2 id="my-data-title">{m.account_my_data_title()}</h2>
      <p className="account-note">{m.account_my_data_text()}</p>
      <div className="account-actions">
        {!prepared && (
          <button type="button" className="button button--primary" onClick={prepare} disabled={preparing}>
            {preparing ? m.account_my_data_preparing() : m.account_my_data_download()}
          </button>
        )}
        <button type="button" className="button button--ghost" onClick={() => setDeleting(true)}>
          {m.account_delete_title()}
        </button>
      </div>
      {prepared && <Prepared summary={prepared} archive={archive} />}
      {deleting && <DeleteAccountDialog onClose={() => setDeleting(false)} />}
    </section>
  );
}

/** KEPT_AFTER_DELETION (@hw/shared data-rights), item by item in the page's language. */
const KEPT_TEXTS = [
  { what: m.account_delete_kept_records_what, why: m.account_delete_kept_records_why },
  { what: m.account_delete_kept_requests_what, why: m.account_delete_kept_requests_why },
  { what: m.account_delete_kept_transactions_what, why: m.account_delete_kept_transactions_why },
] as const;

/** An item's words in the page's language, or as the rules write them when this list no longer matches them. */
function keptText(item: { what: string; why: string }, index: number): { what: string; why: string } {
  const text = KEPT_TEXTS[index];
  if (!text || text.what({}, { locale: 'en' }) !== item.what || text.why({}, { locale: 'en' }) !== item.why)
    return item;
  return { what: text.what(), why: text.why() };
}

function DeleteAccountDialog({ onClose }: { onClose: () => void }) {
  const remove = useDeleteMyAccount();
  const [password, setPassword] = useState('');
  const [problems, setProblems] = useState<string[]>([]);
  const [passwordError, setPasswordError] = useState<string | undefined>();
  async function confirmDeletion() {
    setProblems([]);
    setPasswordError(undefined);
    try {
      const answer = await remove.mutateAsync({ password });
      showToast({ text: answer.message, kind: 'success' });
      onClose();
      await logout();
    } catch (error) {
      if (!isApiError(error)) throw error;
      const onPassword = error.errors.find((e) => e.field === 'password');
      if (onPassword) setPasswordError(onPassword.message);
      else setProblems(error.errors.map((e) => e.message));
    }
  }
  return (
    <Modal
      open
      title={m.account_delete_title()}
      onClose={onClose}
      role="alertdialog"
      footer={
        <>
          <button type="button" className="button button--ghost" onClick={onClose}>
            {m.account_delete_keep()}
          </button>
          <button type="button" className="button button--danger" onClick={confirmDeletion} disabled={remove.isPending}>
            {remove.isPending ? m.account_delete_deleting() : m.account_delete_title()}
          </button>
        </>
      }
    >
      <p>{m.account_delete_text()}</p>
      <p>{m.account_delete_kept_lead()}</p>
      <ul className="account-kept">
        {KEPT_AFTER_DELETION.map((item, index) => {
          const { what, why } = keptText(item, index);
          return (
            <li key={item.what}>
              <RichMessage
                parts={m.account_delete_kept_item.parts({ what, why })}
                markup={{ strong: (children) => <strong>{children}</strong> }}
              />
            </li>
          );
        })}
      </ul>
      {problems.length > 0 && (
        <div role="alert" className="account-problems">
          {problems.map((problem) => (
            <p key={problem}>{problem}</p>
          ))}
        </div>
      )}
      <TextField
        id="delete-account-password"
        label={m.account_delete_password()}
        type="password"
        autoComplete="current-password"
        value={password}
        onChange={(event) => setPassword(event.target.value)}
        error={passwordError}
        showErrorText
        hint={m.account_delete_password_hint()}
      />
    </Modal>
  );
}
