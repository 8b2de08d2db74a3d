/**
 * Which addresses a push subscription may name. The server posts a notice to the endpoint a signed-in user
 * gave, so only the browsers' push services are taken.
 */

export const pushMessages = {
  endpointNotHttps: 'The push endpoint must be an https:// address.',
  endpointInvalid: 'The push endpoint is not a valid address.',
  endpointUnknownService: 'The push endpoint is not the address of a browser push service.',
} as const;

/**
 * The push services of the browsers: Chrome's (FCM), Firefox's, Safari's and Edge's. The server posts only to
 * them: a signed-in user must not be able to make it send requests to an address of their choosing.
 */
const PUSH_SERVICE_HOSTS = ['fcm.googleapis.com'];
/** Push services reached under any name of these domains. */
const PUSH_SERVICE_DOMAINS = ['push.services.mozilla.com', 'push.apple.com', 'notify.windows.com'];

function isBrowserPushService(url: URL): boolean {
  const { hostname } = url;
  if (url.port !== '' || url.username !== '' || url.password !== '') return false;
  return (
    PUSH_SERVICE_HOSTS.includes(hostname) || PUSH_SERVICE_DOMAINS.some((domain) => hostname.endsWith(`.${domain}`))
  );
}

/**
 * Why an endpoint is not a push service's address: it must be https on a browser's push service, or with
 * `allowAnyEndpoint` (PUSH_ALLOW_ANY_ENDPOINT, for tests with a push service of their own) any http(s) address.
 */
export function endpointProblem(endpoint: string, allowAnyEndpoint: boolean): string | undefined {
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    return pushMessages.endpointInvalid;
  }
  if (allowAnyEndpoint && (url.protocol === 'https:' || url.protocol === 'http:')) return undefined;
  if (url.protocol !== 'https:') return pushMessages.endpointNotHttps;
  return isBrowserPushService(url) ? undefined : pushMessages.endpointUnknownService;
}
