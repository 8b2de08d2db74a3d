/** /order without a plan type: "Which best describes you?" starts an order of that type. */
import type { PlanTypeRouteValue } from '@hw/shared';
import { m } from '@hw/shared/i18n';
import type { QueryClient } from '@tanstack/react-query';
import { Modal } from '#web/ui/index.ts';
import { beginVisitorOrder } from './draft-store.ts';
import { loadOrderFormData } from './order-form-data.ts';
import './ordering.css';

// `/order` reads what the form will (index.ts) through this dialog's chunk, which it loads anyway: not through the
// form's, which a visitor who only chooses here does not need yet.
export const preloadOrderForm = (queryClient: QueryClient) => loadOrderFormData(queryClient);

export function OrderTypeDialog({
  onChosen,
  onClose,
}: {
  onChosen: (planType: PlanTypeRouteValue) => void;
  onClose: () => void;
}) {
  const choose = (planType: PlanTypeRouteValue) => {
    beginVisitorOrder(planType);
    onChosen(planType);
  };
  return (
    <Modal open title={m.order_type_title()} onClose={onClose} className="order-type">
      <div className="order-type__choices">
        <button type="button" className="button button--primary button--large" onClick={() => choose('consumer')}>
          {m.order_type_homeowner()}
        </button>
        <button type="button" className="button button--primary button--large" onClick={() => choose('realEstate')}>
          {m.order_type_real_estate()}
        </button>
      </div>
    </Modal>
  );
}
