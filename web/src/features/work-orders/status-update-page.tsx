/**
 * /status-update/{workorderId}?t={token}: the public page, no sign-in, where a work
 * order is scheduled (a day and a time window) or, separately, its cancellation is asked for. The page opens from
 * the link the homeowner was mailed: its token is read first, and a link without a valid one shows the not-found
 * page (`notFound`, given by the route). Either success goes to the home page; the toast with the outcome stays
 * over it.
 */
import { m } from '@hw/shared/i18n';
import { useNavigate } from '@tanstack/react-router';
import { type ReactNode, useState } from 'react';
import { brand } from '#web/lib/brand.ts';
import { RichMessage } from '#web/lib/i18n/index.ts';
import { usePageTitle } from '#web/lib/page-title.ts';
import { isLinkRefused, useWorkOrderFromLink } from './api/work-order-from-link.ts';
import { CancelWorkOrderDialog } from './cancel-work-order-dialog.tsx';
import { OpenWindows } from './open-windows.tsx';
import { ScheduleForm } from './schedule-form.tsx';
import { workOrderWords } from './words.ts';
import './work-orders.css';

export function StatusUpdatePage({
  workOrderId,
  token,
  notFound,
}: {
  workOrderId: string;
  /** The `t` of the link; none is a link nobody was given. */
  token: string | undefined;
  notFound: ReactNode;
}) {
  const found = useWorkOrderFromLink(workOrderId, token);
  if (!token || isLinkRefused(found.error)) return notFound;
  if (found.isPending) {
    return (
      <Frame workOrderId={workOrderId}>
        <p role="status">{workOrderWords.loading}</p>
      </Frame>
    );
  }
  if (found.isError) {
    return (
      <Frame workOrderId={workOrderId}>
        <p role="alert">{workOrderWords.loadFailed}</p>
        <button type="button" className="button" onClick={() => void found.refetch()}>
          {m.status_update_try_again()}
        </button>
      </Frame>
    );
  }
  if (!found.data.isOpen) {
    return (
      <Frame workOrderId={found.data.workOrderId}>
        <p role="status" data-testid="work-order-closed">
          {m.status_update_closed()}
        </p>
      </Frame>
    );
  }
  return <OpenWorkOrder workOrderId={found.data.workOrderId} token={token} />;
}

/** The title, the work order's id and, last, how to call us. */
function Frame({ workOrderId, children }: { workOrderId: string; children: ReactNode }) {
  usePageTitle(m.status_update_title());
  return (
    <section className="page page--narrow wo-page" aria-labelledby="wo-title">
      <h1 id="wo-title">{m.status_update_title()}</h1>
      <p className="wo-id">
        <RichMessage
          parts={m.status_update_work_order.parts({ workOrderId })}
          markup={{ strong: (id) => <strong data-testid="work-order-id">{id}</strong> }}
        />
      </p>
      {children}
      <p className="wo-muted">
        <RichMessage
          parts={m.status_update_help.parts({ phone: brand.phone })}
          markup={{ tel: (phone) => <a href={`tel:${brand.phone.replace(/[^\d+]/g, '')}`}>{phone}</a> }}
        />
      </p>
    </section>
  );
}

function OpenWorkOrder({ workOrderId, token }: { workOrderId: string; token: string }) {
  const navigate = useNavigate();
  const [cancelling, setCancelling] = useState(false);
  const home = () => void navigate({ to: '/' });
  return (
    <Frame workOrderId={workOrderId}>
      <p>{workOrderWords.intro}</p>
      <OpenWindows workOrderId={workOrderId} token={token} onBooked={home} />
      <ScheduleForm workOrderId={workOrderId} token={token} onScheduled={home} />
      <section className="wo-cancel" aria-labelledby="wo-cancel-title">
        <h2 id="wo-cancel-title">{m.status_update_cancel_title()}</h2>
        <p>{workOrderWords.cancelIntro}</p>
        <button type="button" className="button wo-danger" onClick={() => setCancelling(true)}>
          {m.status_update_cancel_button()}
        </button>
      </section>
      {cancelling && (
        <CancelWorkOrderDialog
          workOrderId={workOrderId}
          token={token}
          onClose={() => setCancelling(false)}
          onCancelled={() => {
            setCancelling(false);
            home();
          }}
        />
      )}
    </Frame>
  );
}
