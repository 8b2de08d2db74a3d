/**
 * Request Repair: signed in, it opens the service request dialog
 * on the account page; signed out, it goes to /claim and the login dialog asks to log in to request repair.
 * The header and the public pages show this one button.
 */
import { m } from '@hw/shared/i18n';
import { Link } from '@tanstack/react-router';
import type { MouseEvent } from 'react';
import { openServiceRequest, SERVICE_REQUEST_HREF } from '#web/features/claims/open-dialog.ts';
import { openLoginDialog, useSession } from '#web/lib/session/index.ts';

/** A plain click opens the dialog in place; a click meant for a new tab still follows the link. */
export const isPlainClick = (event: MouseEvent) =>
  event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;

export function RequestRepairButton({ className = 'button button--accent' }: { className?: string }) {
  const { isAuthenticated } = useSession();
  if (isAuthenticated) {
    return (
      <a
        href={SERVICE_REQUEST_HREF}
        className={className}
        onClick={(event) => {
          if (!isPlainClick(event)) return;
          event.preventDefault();
          void openServiceRequest();
        }}
      >
        {m.request_repair()}
      </a>
    );
  }
  return (
    <Link to="/claim" className={className} onClick={() => openLoginDialog({ forRepair: true })}>
      {m.request_repair()}
    </Link>
  );
}
