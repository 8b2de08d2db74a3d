/**
 * What claims adds to the account menu, for homeowners:
 * - on the account page (default): the service request dialog when the address asks for it, and the
 *   requests waiting on this device;
 * - above the service request history: the requests waiting on this device;
 * - New Service Request: opens the dialog on the account page.
 * Labels are getters: read when the menu is drawn, in the page's language.
 */
import { REAL_ESTATE_USER_TYPES, USER_TYPES, type UserType } from '@hw/shared';
import { m } from '@hw/shared/i18n';
import { lazyRouteComponent } from '@tanstack/react-router';
import type { AccountSection } from '#web/lib/account-sections.ts';
import { openServiceRequest } from './open-dialog.ts';

const screens = () => import('./launcher.tsx');
// Fetched ahead (while the visitor signed in), it renders at once.
const ServiceRequestLauncher = lazyRouteComponent(screens, 'ServiceRequestLauncher');
const QueuedServiceRequestsScreen = lazyRouteComponent(screens, 'QueuedServiceRequestsScreen');

const agents: readonly UserType[] = REAL_ESTATE_USER_TYPES;
/** Those who own plans: everybody but contractors, staff and real-estate agents. */
const homeowners = USER_TYPES.filter((type) => type !== 'contractor' && type !== 'employee' && !agents.includes(type));

export const claimsAccountSections: AccountSection[] = [
  {
    key: 'default',
    get label() {
      return m.request_repair();
    },
    userTypes: homeowners,
    position: 1,
    kind: 'screen',
    Screen: ServiceRequestLauncher,
  },
  {
    key: 'serviceRequestHistory',
    // The history's own label: the menu names a key after its first section.
    get label() {
      return m.claim_menu_service_requests();
    },
    userTypes: homeowners,
    position: 27,
    kind: 'screen',
    Screen: QueuedServiceRequestsScreen,
  },
  {
    key: 'submitServiceRequest',
    get label() {
      return m.claim_menu_new_service_request();
    },
    userTypes: homeowners,
    position: 29,
    kind: 'action',
    run: () => void openServiceRequest(),
  },
];
