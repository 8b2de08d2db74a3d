/**
 * Sharing an article: each network opens in a 600x600 popup. Wide screens list the
 * networks beside the article; small screens have a Share button whose dialog lists them and closes
 * again (by its ×, Escape, a click outside, or choosing a network).
 */
import { useEffect, useState } from 'react';
import { Modal } from '#web/ui/index.ts';
import { words } from './words.ts';

export const SHARE_POPUP_SIZE = { width: 600, height: 600 };
/** From this width the networks are listed inline (resources.css uses the same breakpoint). */
const WIDE_SHARE_QUERY = '(min-width: 768px)';

export interface ShareLink {
  network: string;
  href: string;
  popup: boolean;
}

export function shareLinks(url: string, title: string): ShareLink[] {
  const u = encodeURIComponent(url);
  const t = encodeURIComponent(title);
  return [
    { network: 'Facebook', href: `https://www.facebook.com/sharer/sharer.php?u=${u}`, popup: true },
    { network: 'X', href: `https://twitter.com/intent/tweet?url=${u}&text=${t}`, popup: true },
    { network: 'LinkedIn', href: `https://www.linkedin.com/sharing/share-offsite/?url=${u}`, popup: true },
    { network: words.email, href: `mailto:?subject=${t}&body=${u}`, popup: false },
  ];
}

/** The popup's window features: 600x600, centred over the current window. */
export function sharePopupFeatures(screenLeft: number, screenTop: number, outerWidth: number, outerHeight: number) {
  const { width, height } = SHARE_POPUP_SIZE;
  const left = Math.max(0, Math.round(screenLeft + (outerWidth - width) / 2));
  const top = Math.max(0, Math.round(screenTop + (outerHeight - height) / 2));
  return `popup=yes,width=${width},height=${height},left=${left},top=${top}`;
}

/** Opens the share popup; false when the browser refused it (the link then opens in a new tab). */
export function openSharePopup(href: string): boolean {
  const popup = window.open(
    href,
    'share',
    sharePopupFeatures(window.screenX, window.screenY, window.outerWidth, window.outerHeight),
  );
  if (!popup) return false;
  popup.opener = null;
  return true;
}

function ShareList({ links, onChosen, className }: { links: ShareLink[]; onChosen?: () => void; className: string }) {
  return (
    <ul className={className}>
      {links.map((link) => (
        <li key={link.network}>
          <a
            className="res-share__link"
            href={link.href}
            target={link.popup ? '_blank' : undefined}
            rel={link.popup ? 'noopener noreferrer' : undefined}
            aria-label={words.shareOn(link.network)}
            onClick={(event) => {
              if (link.popup && openSharePopup(link.href)) event.preventDefault();
              onChosen?.();
            }}
          >
            {link.network}
          </a>
        </li>
      ))}
    </ul>
  );
}

export function SocialShare({ url, title }: { url: string; title: string }) {
  const [open, setOpen] = useState(false);
  const links = shareLinks(url, title);

  // The dialog belongs to small screens: it closes when the window grows wide enough to list the networks.
  useEffect(() => {
    if (!open || typeof window.matchMedia !== 'function') return;
    const wide = window.matchMedia(WIDE_SHARE_QUERY);
    const close = () => {
      if (wide.matches) setOpen(false);
    };
    wide.addEventListener('change', close);
    return () => wide.removeEventListener('change', close);
  }, [open]);

  return (
    <div className="res-share">
      <div className="res-share__inline">
        <span className="res-share__label">{words.share}:</span>
        <ShareList links={links} className="res-share__list" />
      </div>
      <button
        type="button"
        className="button button--ghost res-share__toggle"
        aria-haspopup="dialog"
        onClick={() => setOpen(true)}
      >
        <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true">
          <path
            fill="currentColor"
            d="M18 16a3 3 0 0 0-2.4 1.2l-6.7-3.4a3 3 0 0 0 0-1.6l6.7-3.4A3 3 0 1 0 15 7l-6.7 3.4a3 3 0 1 0 0 3.2L15 17a3 3 0 1 0 3-1z"
          />
        </svg>
        {words.share}
      </button>
      <Modal open={open} title={words.shareTitle} onClose={() => setOpen(false)} className="res-share__dialog">
        <ShareList links={links} className="res-share__dialog-list" onChosen={() => setOpen(false)} />
      </Modal>
    </div>
  );
}
