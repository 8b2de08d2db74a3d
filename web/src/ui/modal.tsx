/** The modal dialog: Escape/overlay close when configured, scroll lock, focus trap. */
import { type ReactNode, type RefObject, useEffect, useId, useLayoutEffect, useRef } from 'react';
import { createPortal } from 'react-dom';
import { isTopModal, pushModal, removeModal } from './modal-stack.ts';

export interface ModalProps {
  open: boolean;
  title: ReactNode;
  onClose: () => void;
  children: ReactNode;
  /** Buttons under the content. */
  footer?: ReactNode;
  closeOnEscape?: boolean;
  closeOnOverlay?: boolean;
  /** Shows the × button in the corner (default true). */
  closeButton?: boolean;
  /** What gets focus on open; default the first focusable element of the content. */
  initialFocus?: RefObject<HTMLElement | null>;
  /** What gets focus on close; default the element that had it before the modal opened. */
  finalFocus?: () => HTMLElement | null | undefined;
  /** Keys pressed inside the dialog. */
  onKeyDown?: (event: KeyboardEvent) => void;
  className?: string;
  /** For tests and styling hooks. */
  role?: 'dialog' | 'alertdialog';
}

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

export function focusableIn(element: HTMLElement): HTMLElement[] {
  return Array.from(element.querySelectorAll<HTMLElement>(FOCUSABLE)).filter((el) => !el.closest('[inert]'));
}

export function Modal(props: ModalProps) {
  if (!props.open) return null;
  return createPortal(<OpenModal {...props} />, document.body);
}

function OpenModal({
  title,
  onClose,
  children,
  footer,
  closeOnEscape = true,
  closeOnOverlay = true,
  closeButton = true,
  initialFocus,
  finalFocus,
  onKeyDown,
  className,
  role = 'dialog',
}: ModalProps) {
  const titleId = useId();
  const containerRef = useRef<HTMLDivElement>(null);
  const overlayRef = useRef<HTMLDivElement>(null);
  const panelRef = useRef<HTMLDivElement>(null);
  const bodyRef = useRef<HTMLDivElement>(null);
  const latest = useRef({ onClose, closeOnEscape, closeOnOverlay, initialFocus, finalFocus, onKeyDown });
  latest.current = { onClose, closeOnEscape, closeOnOverlay, initialFocus, finalFocus, onKeyDown };

  // Registered before paint so the page behind is inert by the time anyone can interact.
  useLayoutEffect(() => {
    const container = containerRef.current!;
    const before = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    pushModal(container);
    const target = latest.current.initialFocus?.current ?? focusableIn(bodyRef.current!)[0] ?? panelRef.current;
    target?.focus();
    return () => {
      removeModal(container);
      const next = latest.current.finalFocus?.() ?? before;
      if (next?.isConnected) next.focus();
    };
  }, []);

  useEffect(() => {
    const container = containerRef.current!;
    const overlay = overlayRef.current!;
    const panel = panelRef.current!;
    const onDocumentKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape' || !isTopModal(container) || !latest.current.closeOnEscape) return;
      event.stopPropagation();
      latest.current.onClose();
    };
    // Focus that escapes the top modal (a click on the page, a screen reader) is brought back.
    const onFocusIn = (event: FocusEvent) => {
      if (!isTopModal(container) || container.contains(event.target as Node)) return;
      (focusableIn(panel)[0] ?? panel).focus();
    };
    // Only a click that starts and ends on the overlay closes: not a text selection dragged out of the panel.
    let pressedOnOverlay = false;
    const onPress = (event: MouseEvent) => {
      pressedOnOverlay = event.target === overlay;
    };
    const onOverlayClick = (event: MouseEvent) => {
      if (latest.current.closeOnOverlay && pressedOnOverlay && event.target === overlay) latest.current.onClose();
      pressedOnOverlay = false;
    };
    const onPanelKey = (event: KeyboardEvent) => {
      latest.current.onKeyDown?.(event);
      if (event.key === 'Tab' && !event.defaultPrevented) trapTab(panel, event);
    };
    document.addEventListener('keydown', onDocumentKey);
    document.addEventListener('focusin', onFocusIn);
    overlay.addEventListener('mousedown', onPress);
    overlay.addEventListener('click', onOverlayClick);
    panel.addEventListener('keydown', onPanelKey);
    return () => {
      document.removeEventListener('keydown', onDocumentKey);
      document.removeEventListener('focusin', onFocusIn);
      overlay.removeEventListener('mousedown', onPress);
      overlay.removeEventListener('click', onOverlayClick);
      panel.removeEventListener('keydown', onPanelKey);
    };
  }, []);

  return (
    <div className="ui-modal" ref={containerRef} data-ui-modal="">
      <div className="ui-modal__overlay" ref={overlayRef}>
        {/* biome-ignore lint/a11y/useAriaPropsSupportedByRole: the role is dialog or alertdialog, both modal. */}
        <div
          ref={panelRef}
          className={className ? `ui-modal__panel ${className}` : 'ui-modal__panel'}
          role={role}
          aria-modal="true"
          aria-labelledby={titleId}
          tabIndex={-1}
        >
          <div className="ui-modal__header">
            <h2 id={titleId} className="ui-modal__title">
              {title}
            </h2>
            {closeButton && (
              <button type="button" className="ui-modal__close" aria-label="Close" onClick={onClose}>
                <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true">
                  <path
                    d="M6 6l12 12M18 6L6 18"
                    stroke="currentColor"
                    strokeWidth="2.2"
                    strokeLinecap="round"
                    fill="none"
                  />
                </svg>
              </button>
            )}
          </div>
          <div className="ui-modal__body" ref={bodyRef}>
            {children}
          </div>
          {footer && <div className="ui-modal__footer">{footer}</div>}
        </div>
      </div>
    </div>
  );
}

function trapTab(panel: HTMLElement, event: KeyboardEvent) {
  const items = focusableIn(panel);
  const first = items[0];
  const last = items[items.length - 1];
  if (!first || !last) {
    event.preventDefault();
    return;
  }
  if (event.shiftKey && (document.activeElement === first || document.activeElement === panel)) {
    event.preventDefault();
    last.focus();
  } else if (!event.shiftKey && document.activeElement === last) {
    event.preventDefault();
    first.focus();
  }
}
