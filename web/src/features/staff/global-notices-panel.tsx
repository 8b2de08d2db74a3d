/**
 * Site-wide notices (admins): publish one (maintenance, an outage) for every visitor's next start, or retire it.
 * Newest first; retired notices stay listed for the record.
 */
import { GLOBAL_NOTICE_MAX_LENGTH, type GlobalNoticeKind } from '@hw/shared';
import { useForm, useSelector } from '@tanstack/react-form';
import { useOnline } from '#web/lib/use-online.ts';
import { SelectField, showToast, TextAreaField } from '#web/ui/index.ts';
import { usePublishGlobalNotice, useRetireGlobalNotice, useStaffGlobalNotices } from './api/global-notices.ts';

const NOTICE_KINDS = [
  { value: 'info', label: 'Information' },
  { value: 'warning', label: 'Warning' },
];

const when = (iso: string) => new Date(iso).toLocaleString('en-US', { dateStyle: 'medium', timeStyle: 'short' });

export function GlobalNoticesPanel() {
  const notices = useStaffGlobalNotices();
  const publish = usePublishGlobalNotice();
  const retire = useRetireGlobalNotice();
  const online = useOnline();
  const items = notices.data?.items ?? [];
  const form = useForm({
    defaultValues: { text: '', kind: 'info' as GlobalNoticeKind },
    onSubmit: ({ value, formApi }) => {
      if (!value.text.trim()) return;
      publish.mutate(
        { text: value.text.trim(), kind: value.kind },
        {
          onSuccess: () => {
            formApi.setFieldValue('text', '');
            showToast({ text: 'The notice is published: visitors see it when the site starts.', kind: 'success' });
          },
          onError: () => showToast({ text: 'Could not publish the notice. Please try again.', kind: 'error' }),
        },
      );
    },
  });
  const written = useSelector(form.store, (state) => state.values.text.trim().length > 0);

  const retireOne = (noticeId: string) =>
    retire.mutate(noticeId, {
      onError: () => showToast({ text: 'Could not retire the notice. Please try again.', kind: 'error' }),
    });

  return (
    <section className="card account-card" aria-labelledby="staff-notices-title">
      <h2 id="staff-notices-title">Global Notices</h2>
      <form
        className="staff-notice-form"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void form.handleSubmit();
        }}
      >
        <form.Field name="text">
          {(field) => (
            <TextAreaField
              id="staff-notice-text"
              label="Notice"
              value={field.state.value}
              maxLength={GLOBAL_NOTICE_MAX_LENGTH}
              rows={3}
              required
              onChange={(event) => field.handleChange(event.target.value)}
              onBlur={field.handleBlur}
            />
          )}
        </form.Field>
        <form.Field name="kind">
          {(field) => (
            <SelectField
              id="staff-notice-kind"
              label="Kind"
              value={field.state.value}
              choices={NOTICE_KINDS}
              onChange={(kind) => field.handleChange(kind as GlobalNoticeKind)}
              onBlur={field.handleBlur}
            />
          )}
        </form.Field>
        <button type="submit" className="button button--primary" disabled={!online || publish.isPending || !written}>
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
