/**
 * "Chat with us": the round button in the corner opens a dialog with a short message form for customer care
 * (POST /api/contact/email, like the contact page). Signed in, the name and e-mail come from the account.
 */
import { m } from '@hw/shared/i18n';
import { useEffect, useState } from 'react';
import { Modal } from '#web/ui/index.ts';

/**
 * The form's code (and the message schema it reads its limits from) loads when the visitor reaches for the
 * button; the dialog opens once it is there, so the first field takes the focus as the dialog opens.
 */
let chatForm: typeof import('./chat-form.tsx') | undefined;
const loadChatForm = async () => {
  chatForm ??= await import('./chat-form.tsx');
  return chatForm;
};
const preloadChatForm = () => void loadChatForm().catch(() => undefined);

/**
 * The button steps aside while the reader scrolls down (it would sit on the text being read) and comes back
 * as soon as they scroll up or reach the top.
 */
export const tucksChatButton = (previousY: number, y: number): boolean => y > previousY && y > 80;

function useTucked(): boolean {
  const [tucked, setTucked] = useState(false);
  useEffect(() => {
    let previousY = window.scrollY;
    const onScroll = () => {
      const y = window.scrollY;
      if (y !== previousY) setTucked(tucksChatButton(previousY, y));
      previousY = y;
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, []);
  return tucked;
}

export function ChatWidget() {
  const [open, setOpen] = useState(false);
  const tucked = useTucked();
  return (
    <>
      <button
        type="button"
        className={tucked ? 'chat-widget chat-widget--tucked' : 'chat-widget'}
        aria-label={m.chat_title()}
        onPointerEnter={preloadChatForm}
        onFocus={preloadChatForm}
        onClick={() => void loadChatForm().then(() => setOpen(true))}
      >
        <svg viewBox="0 0 24 24" width="26" height="26" aria-hidden="true">
          <path fill="currentColor" d="M4 4h16a1 1 0 0 1 1 1v11a1 1 0 0 1-1 1H8l-4 4V5a1 1 0 0 1 1-1z" />
        </svg>
      </button>
      <Modal open={open} title={m.chat_title()} onClose={() => setOpen(false)} closeOnOverlay={false}>
        {chatForm && <chatForm.ChatForm onDone={() => setOpen(false)} />}
      </Modal>
    </>
  );
}
