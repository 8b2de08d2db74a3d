/** /order without a plan type: "Which best describes you?" starts an order of that type. */
import type { PlanTypeRouteValue } from '@hw/shared';
import { Modal } from '#web/ui/index.ts';
import { beginOrder } from './draft-store.ts';
import './ordering.css';

export function OrderTypeDialog({
  onChosen,
  onClose,
}: {
  onChosen: (planType: PlanTypeRouteValue) => void;
  onClose: () => void;
}) {
  const choose = (planType: PlanTypeRouteValue) => {
    beginOrder(planType);
    onChosen(planType);
  };
  return (
    <Modal open title="Which best describes you?" onClose={onClose} className="order-type">
      <div className="order-type__choices">
        <button type="button" className="button button--primary button--large" onClick={() => choose('consumer')}>
          Homeowner
        </button>
        <button type="button" className="button button--primary button--large" onClick={() => choose('realEstate')}>
          Real Estate Professional
        </button>
      </div>
    </Modal>
  );
}
