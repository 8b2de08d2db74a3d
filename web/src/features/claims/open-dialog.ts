/**
 * Where the service request dialog opens: on the account page,
 * by `/account?serviceRequest=new`. Signed in, Request Repair and the menu's New Service Request go there;
 * signed out, the login dialog asks to log in to request repair and lands there after sign-in.
 */
import { goTo } from '#web/lib/session/index.ts';

export const SERVICE_REQUEST_PARAM = 'serviceRequest';
export const SERVICE_REQUEST_NEW = 'new';

/** The address of the account page with the dialog open. */
export const SERVICE_REQUEST_HREF = `/account?${SERVICE_REQUEST_PARAM}=${SERVICE_REQUEST_NEW}`;

/** Whether the address asks for the dialog (the account route keeps unknown query values as they are). */
export const wantsServiceRequest = (searchStr: string): boolean =>
  new URLSearchParams(searchStr).get(SERVICE_REQUEST_PARAM) === SERVICE_REQUEST_NEW;

/** Goes to the account page and opens the dialog there. */
export function openServiceRequest(): Promise<void> {
  return goTo({ to: '/account', search: { [SERVICE_REQUEST_PARAM]: SERVICE_REQUEST_NEW } });
}
