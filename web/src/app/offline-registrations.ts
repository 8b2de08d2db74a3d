/** Every feature's offline stores and mutation kinds, registered once before the offline database opens. */
import '#web/features/claims/offline/register.ts';
import '#web/features/contractor/availability/register.ts';
import '#web/features/contractor/offline/register.ts';
import '#web/features/ordering/offline/register.ts';
import { completeOfflineRegistration } from '#web/offline/registry.ts';

completeOfflineRegistration();
