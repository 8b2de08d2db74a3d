/**
 * The person's data in the profile: Download my data (one archive) and Delete my account (the password again,
 * what is kept and why, then the account is erased and the session ends). The rules are @hw/shared data-rights.
 */
import { KEPT_AFTER_DELETION } from '@hw/shared';
import { m } from '@hw/shared/i18n';
import { useState } from 'react';
import { isApiError } from '#web/lib/api/index.ts';
import { RichMessage } from '#web/lib/i18n/index.ts';
import { logout } from '#web/lib/session/index.ts';
import { Modal, showToast, TextField } from '#web/ui/index.ts';
import { downloadMyData, useDeleteMyAccount } from '../api/my-data.ts';

export function MyData() {
  const [downloading, setDownloading] = useState(false);
  const [deleting, setDeleting] = useState(false);
  async function download() {
    setDownloading(true);
    try {
      await downloadMyData();
    } catch {
      showToast({ text: m.account_my_data_download_failure(), kind: 'error' });
    } finally {
      setDownloading(false);
    }
  }
  return (
    <section className="card account-card" aria-labelledby="my-data-title">
      <h2 id="my-data-title">{m.account_my_data_title()}</h2>
      <p className="account-note">{m.account_my_data_text()}</p>
      <div className="account-actions">
        <button type="button" className="button button--primary" onClick={download} disabled={downloading}>
          {downloading ? m.account_my_data_preparing() : m.account_my_data_download()}
        </button>
        <button type="button" className="button button--ghost" onClick={() => setDeleting(true)}>
          {m.account_delete_title()}
        </button>
      </div>
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
