/**
 * Order Now: 'Which best describes you?' with Homeowner and Real Estate Professional; choosing
 * one starts that order and opens /order/consumer or /order/realEstate. It is a link to /order, which asks
 * the same question: a click meant for a new tab opens it there, a plain click asks in place.
 */
import { m } from '@hw/shared/i18n';
import { useNavigate } from '@tanstack/react-router';
import { type MouseEvent, useState } from 'react';
import { localHref } from '#web/lib/i18n/index.ts';
import { useSiteSlots } from '../slots.tsx';

const isPlainClick = (event: MouseEvent) =>
  event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;

export function OrderNowButton({ className, label }: { className?: string; label?: string }) {
  const { OrderTypeDialog } = useSiteSlots();
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);
  return (
    <>
      <a
        href={localHref('/order')}
        className={className}
        aria-haspopup="dialog"
        onClick={(event) => {
          if (!isPlainClick(event)) return;
          event.preventDefault();
          setOpen(true);
        }}
      >
        {label ?? m.order_now()}
      </a>
      {open && (
        <OrderTypeDialog
          onClose={() => setOpen(false)}
          onChosen={(planType) => {
            setOpen(false);
            void navigate({ to: '/order/$planType', params: { planType } });
          }}
        />
      )}
    </>
  );
}
