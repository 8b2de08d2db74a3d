/**
 * Order Now: 'Which best describes you?' with Homeowner and Real Estate Professional; choosing
 * one starts that order and opens /order/consumer or /order/realEstate. It is a link to /order, which asks
 * the same question: a click meant for a new tab opens it there, a plain click asks in place.
 */
import { useNavigate } from '@tanstack/react-router';
import { type MouseEvent, useState } from 'react';
import { useSiteSlots } from '../slots.tsx';

const isPlainClick = (event: MouseEvent) =>
  event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;

export function OrderNowButton({ className, label = 'Order Now' }: { className?: string; label?: string }) {
  const { OrderTypeDialog } = useSiteSlots();
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);
  return (
    <>
      <a
        href="/order"
        className={className}
        aria-haspopup="dialog"
        onClick={(event) => {
          if (!isPlainClick(event)) return;
          event.preventDefault();
          setOpen(true);
        }}
      >
        {label}
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
