/** `/redirectLegacy?url=...`: the old site's link forwarder, whose target is a path of this site or a full address of its own origin. */
export const LEGACY_REDIRECT_PATH = '/redirectLegacy';
export const LEGACY_REDIRECT_PARAM = 'url';
