/**
 * Site-wide notices (admins): publish one (maintenance, an outage) for every visitor's next start, or retire it.
 * Newest first; retired notices stay listed for the record.
 */
import { GLOBAL_NOTICE_MAX_LENGTH, type GlobalNoticeKind } from '@hw/shared';
import { type FormEvent, useState } from 'react';
import { useOnline } from '#web/lib/use-online.ts';
import { showToast } from '#web/ui/index.ts';
import { usePublishGlobalNotice, useRetireGlobalNotice, useStaffGlobalNotices } from './api/global-notices.ts';

const when = (iso: string) => new Date(iso).toLocaleString('en-US', { dateStyle: 'medium', timeStyle: 'short' });

export function GlobalNoticesPanel() {
  const notices = useStaffGlobalNotices();
  const publish = usePublishGlobalNotice();
  const retire = useRetireGlobalNotice();
  const online = useOnline();
  const [text, setText] = useState('');
  const [kind, setKind] = useState<GlobalNoticeKind>('info');
  const items = notices.data?.items ?? [];

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!text.trim()) return;
    publish.mutate(
      { text: text.trim(), kind },
      {
        onSuccess: () => {
          setText('');
          showToast({ text: 'The notice is published: visitors see it when the site starts.', kind: 'success' });
        },
        onError: () => showToast({ text: 'Could not publish the notice. Please try again.', kind: 'error' }),
      },
    );
  };

  const retireOne = (noticeId: string) =>
    retire.mutate(noticeId, {
      onError: () => showToast({ text: 'Could not retire the notice. Please try again.', kind: 'error' }),
    });

  return (
    <section className="card account-card" aria-labelledby="staff-notices-title">
      <h2 id="staff-notices-title">Global Notices</h2>
      <form className="staff-notice-form" onSubmit={submit} noValidate>
        <div className="ui-field">
          <label htmlFor="staff-notice-text" className="ui-field__label">
            Notice
          </label>
          <textarea
            id="staff-notice-text"
            className="ui-field__input"
            value={text}
            maxLength={GLOBAL_NOTICE_MAX_LENGTH}
            rows={3}
            required
            onChange={(event) => setText(event.target.value)}
          />
        </div>
        <div className="ui-field">
          <label htmlFor="staff-notice-kind" className="ui-field__label">
            Kind
          </label>
          <select
            id="staff-notice-kind"
            className="ui-field__input"
            value={kind}
            onChange={(event) => setKind(event.target.value as GlobalNoticeKind)}
          >
            <option value="info">Information</option>
            <option value="warning">Warning</option>
          </select>
        </div>
        <button
          type="submit"
          className="button button--primary"
          disabled={!online || publish.isPending || !text.trim()}
        >
          Publish Notice
        </button>
      </form>
      {notices.isError && !notices.data ? (
        <p role="alert">The global notices could not be loaded. Please try again.</p>
      ) : !notices.data ? (
        <p className="account-muted">Loading…</p>
      ) : items.length === 0 ? (
        <p className="account-muted">No notice has been published.</p>
      ) : (
        <ul className="staff-list" aria-label="Global notices, newest first">
          {items.map((notice) => (
            <li key={notice.noticeId} className="staff-list__item" data-testid="global-notice">
              <p>{notice.text}</p>
              <p className="account-muted">
                {notice.kind === 'warning' ? 'Warning' : 'Information'} · published {when(notice.createdAt)}
                {notice.active ? '' : ' · retired'}
              </p>
              {notice.active ? (
                <button
                  type="button"
                  className="button button--ghost"
                  disabled={!online || (retire.isPending && retire.variables === notice.noticeId)}
                  onClick={() => retireOne(notice.noticeId)}
                >
                  Retire
                </button>
              ) : null}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
