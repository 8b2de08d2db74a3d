/** /account#notices: the user's notices (GET /account/notice/{userId}); dismiss one, or all of them. */
import type { AuthUser, Notice } from '@hw/shared';
import { m } from '@hw/shared/i18n';
import { moment } from '#web/lib/format.ts';
import { DataAge } from '#web/ui/data-age.tsx';
import { confirm, showToast } from '#web/ui/index.ts';
import { accountMessages } from '../account-messages.ts';
import { useDismissAllNotices } from '../api/dismiss-all-notices.ts';
import { useDismissNotice } from '../api/dismiss-notice.ts';
import { useNotices } from '../api/get-notices.ts';

function NoticeItem({ notice, onDismiss, busy }: { notice: Notice; onDismiss: () => void; busy: boolean }) {
  return (
    <li className={`account-item account-item--${notice.level}`} data-testid="notice">
      <div className="account-item__head">
        <h3>{notice.title}</h3>
        {notice.level === 'warning' && (
          <span className="account-badge account-badge--pastDue">{m.account_notice_important()}</span>
        )}
      </div>
      <p>{notice.text}</p>
      <p className="account-muted">{moment(notice.createdAt)}</p>
      <div className="account-actions">
        <button
          type="button"
          className="button button--ghost"
          onClick={onDismiss}
          disabled={busy}
          aria-label={m.account_notice_dismiss_label({ title: notice.title })}
        >
          {m.account_notice_dismiss()}
        </button>
      </div>
    </li>
  );
}

export function NoticesScreen({ user }: { user: AuthUser }) {
  const query = useNotices(user.userId);
  const dismissOne = useDismissNotice();
  const dismissAll = useDismissAllNotices();
  const notices = query.data ?? [];
  const busy = dismissOne.isPending || dismissAll.isPending;

  const failed = () => showToast({ text: accountMessages.notices.failure, kind: 'error' });
  const dismiss = (noticeId: string) => dismissOne.mutateAsync(noticeId).catch(failed);
  async function dismissEvery() {
    const yes = await confirm({
      title: m.account_notices_dismiss_all_title(),
      content: m.account_notices_dismiss_all_question({ count: notices.length }),
      yesLabel: m.account_yes(),
      noLabel: m.account_no(),
    });
    if (yes) await dismissAll.mutateAsync().catch(failed);
  }

  return (
    <section className="card account-card" aria-labelledby="notices-title" aria-busy={query.isFetching}>
      <div className="account-card__head">
        <h2 id="notices-title">{m.account_menu_notices()}</h2>
        {notices.length > 1 && (
          <button type="button" className="button button--ghost" onClick={() => void dismissEvery()} disabled={busy}>
            {m.account_notices_dismiss_all()}
          </button>
        )}
      </div>
      {query.data && <DataAge updatedAt={query.dataUpdatedAt} refreshFailed={query.isRefetchError} />}
      {query.isError && !query.data && <p className="account-muted">{m.account_notices_load_failure()}</p>}
      {query.data && notices.length === 0 && <p className="account-muted">{m.account_notices_none()}</p>}
      {notices.length > 0 && (
        <ul className="account-list">
          {notices.map((notice) => (
            <NoticeItem
              key={notice.noticeId}
              notice={notice}
              busy={busy}
              onDismiss={() => void dismiss(notice.noticeId)}
            />
          ))}
        </ul>
      )}
    </section>
  );
}
