/**
 * The real-estate warranty-link address of a policy. The server names the partner's
 * origin in the page (config WARRANTY_LINK_ORIGIN: production's partner site in production, a local stand-in
 * elsewhere); the dev server, which writes none, frames the local stand-in.
 */
import { WARRANTY_LINK_LOCAL_ORIGIN, WARRANTY_LINK_ORIGIN, WARRANTY_LINK_ORIGIN_META } from '@hw/shared';

export function configuredWarrantyLinkOrigin(development: boolean = import.meta.env.DEV): string {
  const written = document.head.querySelector<HTMLMetaElement>(`meta[name="${WARRANTY_LINK_ORIGIN_META}"]`)?.content;
  return written || (development ? WARRANTY_LINK_LOCAL_ORIGIN : WARRANTY_LINK_ORIGIN);
}

export function warrantyLinkUrl(policyId: string, origin: string = configuredWarrantyLinkOrigin()): string {
  return `${origin}/realestate/policy/${encodeURIComponent(policyId)}`;
}

/** The frame's size; phones scroll it inside its container. */
export const WARRANTY_LINK_FRAME = { width: 970, height: 1350 } as const;
