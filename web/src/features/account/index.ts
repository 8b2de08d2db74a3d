/** The account area: its shell (menu and layout), the account summary section, and the reading of a person's data. */
import { lazy } from 'react';

export { accountSections } from './account-sections.ts';
export { AccountShell } from './account-shell.tsx';

/** /account/my-data: what the person's data export holds, to read (loaded with the other account screens). */
export const MyDataScreen = lazy(() => import('./screens.tsx').then((module) => ({ default: module.MyDataScreen })));
/** /account/messages: how the homeowner hears of each kind of message. */
export const MessagePreferencesScreen = lazy(() =>
  import('./screens.tsx').then((module) => ({ default: module.MessagePreferencesScreen })),
);
export { messagePreferencesQueryOptions } from './api/message-preferences.ts';
