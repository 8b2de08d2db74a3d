/**
 * Compare plans: the plans from the lowest price up, one below the other so it reads on a phone; each names
 * what it covers beyond the plan before it (the lowest, all it covers), and what of that plan it leaves
 * out. The plan's name, price and order button stay in view while its list scrolls by.
 */
import { type CoverageGroup, comparePlans, type Offer } from '@hw/shared';
import { m } from '@hw/shared/i18n';
import { useId } from 'react';
import { Modal } from '#web/ui/index.ts';
import { PlanPrice, planButtonText, planName } from './plan-price.tsx';

function Groups({ groups, muted = false }: { groups: readonly CoverageGroup[]; muted?: boolean }) {
  return (
    <div className={muted ? 'plan-compare__groups plan-compare__groups--muted' : 'plan-compare__groups'}>
      {groups.map((group) => (
        <section key={group.category}>
          <h4>{group.category}</h4>
          <ul>
            {group.items.map((item) => (
              <li key={item.id}>{item.description}</li>
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}

function ComparedPlan({
  offer,
  below,
  adds,
  lacks,
  monthlyPrices,
  selectedOfferId,
  onOrder,
}: ReturnType<typeof comparePlans<Offer>>[number] & {
  monthlyPrices: boolean;
  selectedOfferId: string | null;
  onOrder: (offer: Offer) => void;
}) {
  const titleId = useId();
  const name = planName(offer, monthlyPrices);
  const selected = offer.contractOfferId === selectedOfferId;
  const button = planButtonText(name, selected, Boolean(selectedOfferId) && !selected);
  const belowName = below?.name ?? '';
  return (
    <article
      className={selected ? 'plan-compare__plan plan-compare__plan--selected' : 'plan-compare__plan'}
      aria-labelledby={titleId}
      data-testid="compared-plan"
    >
      <header className="plan-compare__head">
        <div>
          <h3 id={titleId} className="plan-compare__name">
            {name}
          </h3>
          <PlanPrice offer={offer} monthly={monthlyPrices} className="plan-compare__price" />
        </div>
        <button
          type="button"
          className={selected ? 'button button--primary' : 'button button--accent'}
          aria-pressed={selected}
          aria-label={button.label}
          onClick={() => onOrder(offer)}
        >
          {button.text}
        </button>
      </header>
      <p className="plan-compare__lead">
        {below
          ? adds.length
            ? m.order_compare_adds({ below: belowName })
            : m.order_compare_adds_nothing({ below: belowName })
          : m.order_compare_covers()}
      </p>
      <Groups groups={adds} />
      {lacks.length > 0 && (
        <>
          <p className="plan-compare__lead">{m.order_compare_lacks({ below: belowName })}</p>
          <Groups groups={lacks} muted />
        </>
      )}
    </article>
  );
}

export function PlanComparisonDialog({
  offers,
  monthlyPrices,
  selectedOfferId,
  onOrder,
  onClose,
}: {
  offers: readonly Offer[];
  monthlyPrices: boolean;
  selectedOfferId: string | null;
  onOrder: (offer: Offer) => void;
  onClose: () => void;
}) {
  return (
    <Modal open title={m.order_compare_plans()} onClose={onClose} className="plan-compare">
      <p className="plan-compare__intro">{m.order_compare_intro()}</p>
      {comparePlans(offers).map((row) => (
        <ComparedPlan
          key={row.offer.contractOfferId}
          {...row}
          monthlyPrices={monthlyPrices}
          selectedOfferId={selectedOfferId}
          onOrder={(offer) => {
            onClose();
            onOrder(offer);
          }}
        />
      ))}
    </Modal>
  );
}
