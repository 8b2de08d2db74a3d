/** /order without a plan type: "Which best describes you?" starts an order of that type. */
import type { PlanTypeRouteValue } from '@hw/shared';
import { m } from '@hw/shared/i18n';
import { Modal } from '#web/ui/index.ts';
import { beginVisitorOrder } from './draft-store.ts';
import './ordering.css';

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
