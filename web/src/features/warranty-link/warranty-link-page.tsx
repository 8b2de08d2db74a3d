/** /warranty-link/{policyId}: the partner's warranty-link page in a 970 x 1350 frame, no site header. */
import { m } from '@hw/shared/i18n';
import { usePageTitle } from '#web/lib/page-title.ts';
import { WARRANTY_LINK_FRAME, warrantyLinkUrl } from './warranty-link-url.ts';
import './warranty-link.css';

export function WarrantyLinkPage({ policyId }: { policyId: string }) {
  usePageTitle(m.warranty_link_title());
  return (
    <div className="wl-page">
      <h1 className="visually-hidden">{m.warranty_link_title()}</h1>
      <div className="wl-page__scroll">
        <iframe
          className="wl-page__frame"
          src={warrantyLinkUrl(policyId)}
          title={m.warranty_link_frame_title({ policyId })}
          width={WARRANTY_LINK_FRAME.width}
          height={WARRANTY_LINK_FRAME.height}
          referrerPolicy="strict-origin-when-cross-origin"
        />
      </div>
    </div>
  );
}
