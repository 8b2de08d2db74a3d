/** The account sections beyond the first screen, loaded on demand (one chunk). */
import './account.css';

export { AccountInvoicesScreen } from './agent/account-invoices-screen.tsx';
export { OrdersScreen } from './agent/orders-screen.tsx';
export { InvoicesScreen } from './billing/invoices-screen.tsx';
export { NoticesScreen } from './notices/notices-screen.tsx';
export { MessagePreferencesScreen } from './profile/message-preferences-screen.tsx';
export { MyDataScreen } from './profile/my-data-screen.tsx';
export { ProfileScreen } from './profile/profile-screen.tsx';
export { ServiceRequestHistoryScreen } from './service-requests/history-screen.tsx';
export { PlansScreen } from './warranty/plans-screen.tsx';
