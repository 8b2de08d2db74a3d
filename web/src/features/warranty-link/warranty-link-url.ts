/**
 * The real-estate warranty-link address of a policy (marketing spec 2.12). Production frames the
 * partner's site (its origin is the one the API's Content-Security-Policy allows in frames,
 * api/src/plugins/security.ts); development frames a local stand-in.
 */
export const WARRANTY_LINK_ORIGIN = 'https://warrantylink.example.com';
export const WARRANTY_LINK_DEV_ORIGIN = 'http://localhost:4400';

export function warrantyLinkUrl(policyId: string, development: boolean = import.meta.env.DEV): string {
  const origin = development ? WARRANTY_LINK_DEV_ORIGIN : WARRANTY_LINK_ORIGIN;
  return `${origin}/realestate/policy/${encodeURIComponent(policyId)}`;
}

/** The frame's size (spec 2.12); phones scroll it inside its container. */
export const WARRANTY_LINK_FRAME = { width: 970, height: 1350 } as const;
