/**
 * The "Your Privacy Choices" link. The consent provider's script, when the site loads one, fills the empty
 * slot with its own link (the slot stays empty for React, so React never fights the script over its
 * children); until then, and whenever the script is blocked, the fallback link beside it is shown.
 * This component loads no script.
 */
import type { ReactNode } from 'react';

export function PrivacyChoices({ fallback }: { fallback: ReactNode }) {
  return (
    <div className="legal__choices">
      <span className="legal__consent-slot" data-consent-slot="privacy-choices" />
      <span className="legal__consent-fallback">{fallback}</span>
    </div>
  );
}
