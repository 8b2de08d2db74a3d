/** Mounts the Your Privacy Choices centre while it is open; its code loads with the legal pages, on first use. */
import { lazy, Suspense } from 'react';
import { privacyCentre } from '#web/features/legal/index.ts';
import { usePrivacyChoicesOpen } from '#web/lib/privacy-choices.ts';

const PrivacyCentre = lazy(() => privacyCentre().then((m) => ({ default: m.PrivacyCentre })));

export function PrivacyChoicesHost() {
  const open = usePrivacyChoicesOpen();
  if (!open) return null;
  return (
    <Suspense fallback={null}>
      <PrivacyCentre />
    </Suspense>
  );
}
