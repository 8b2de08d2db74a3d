/**
 * /status-update/{workorderId} (marketing spec section 2.10): the public page, no sign-in, where a work
 * order is scheduled (a day and a time window) or, separately, its cancellation is asked for. Either
 * success goes to the home page; the toast with the outcome stays over it.
 */
import { useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { brand } from '#web/lib/brand.ts';
import { usePageTitle } from '#web/lib/page-title.ts';
import { CancelWorkOrderDialog } from './cancel-work-order-dialog.tsx';
import { ScheduleForm } from './schedule-form.tsx';
import { workOrderWords } from './words.ts';
import './work-orders.css';

export const STATUS_UPDATE_TITLE = 'Update Work Order Status';

export function StatusUpdatePage({ workOrderId }: { workOrderId: string }) {
  usePageTitle(STATUS_UPDATE_TITLE);
  const navigate = useNavigate();
  const [cancelling, setCancelling] = useState(false);
  const home = () => void navigate({ to: '/' });
  return (
    <section className="page page--narrow wo-page" aria-labelledby="wo-title">
      <h1 id="wo-title">{STATUS_UPDATE_TITLE}</h1>
      <p className="wo-id">
        Work order <strong data-testid="work-order-id">{workOrderId}</strong>
      </p>
      <p>{workOrderWords.intro}</p>
      <ScheduleForm workOrderId={workOrderId} onScheduled={home} />
      <section className="wo-cancel" aria-labelledby="wo-cancel-title">
        <h2 id="wo-cancel-title">Cancel this work order</h2>
        <p>{workOrderWords.cancelIntro}</p>
        <button type="button" className="button wo-danger" onClick={() => setCancelling(true)}>
          Cancel Work Order
        </button>
      </section>
      <p className="wo-muted">
        {workOrderWords.help} Call us at <a href={`tel:${brand.phone.replace(/[^\d+]/g, '')}`}>{brand.phone}</a>.
      </p>
      {cancelling && (
        <CancelWorkOrderDialog
          workOrderId={workOrderId}
          onClose={() => setCancelling(false)}
          onCancelled={() => {
            setCancelling(false);
            home();
          }}
        />
      )}
    </section>
  );
}
