/**
 * The person's data in the profile: Download my data (one archive) and Delete my account (the password again,
 * what is kept and why, then the account is erased and the session ends). The rules are @hw/shared data-rights.
 */
import { KEPT_AFTER_DELETION } from '@hw/shared';
import { useState } from 'react';
import { isApiError } from '#web/lib/api/index.ts';
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
      showToast({ text: 'Your data could not be downloaded. Please try again.', kind: 'error' });
    } finally {
      setDownloading(false);
    }
  }
  return (
    <section className="card account-card" aria-labelledby="my-data-title">
      <h2 id="my-data-title">Your Data</h2>
      <p className="account-note">
        Download a copy of what we hold about you: your profile, plans, invoices, payments, service requests and the
        photos you sent, in one archive. Or delete your account.
      </p>
      <div className="account-actions">
        <button type="button" className="button button--primary" onClick={download} disabled={downloading}>
          {downloading ? 'Preparing…' : 'Download my data'}
        </button>
        <button type="button" className="button button--ghost" onClick={() => setDeleting(true)}>
          Delete my account
        </button>
      </div>
      {deleting && <DeleteAccountDialog onClose={() => setDeleting(false)} />}
    </section>
  );
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
      title="Delete my account"
      onClose={onClose}
      role="alertdialog"
      footer={
        <>
          <button type="button" className="button button--ghost" onClick={onClose}>
            Keep my account
          </button>
          <button type="button" className="button button--danger" onClick={confirmDeletion} disabled={remove.isPending}>
            {remove.isPending ? 'Deleting…' : 'Delete my account'}
          </button>
        </>
      }
    >
      <p>
        Your name, e-mail address, phones, saved cards, notices and the photos you sent will be erased, and you will be
        signed out everywhere. This cannot be undone.
      </p>
      <p>We keep, without your name or contact details:</p>
      <ul className="account-kept">
        {KEPT_AFTER_DELETION.map((item) => (
          <li key={item.what}>
            <strong>{item.what}</strong>: {item.why}
          </li>
        ))}
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
        label="Your password"
        type="password"
        autoComplete="current-password"
        value={password}
        onChange={(event) => setPassword(event.target.value)}
        error={passwordError}
        showErrorText
        hint="Asked again to confirm that it is you."
      />
    </Modal>
  );
}
