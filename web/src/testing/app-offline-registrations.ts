/** For tests: every feature's offline stores and mutation kinds, registered as the app registers them at start. */
import '#web/app/offline-registrations.ts';
