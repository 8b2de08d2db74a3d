/** The "Your Privacy Choices" link of the privacy pages: it opens the preference centre (privacy-centre.tsx). */
import { m } from '@hw/shared/i18n';
import { openPrivacyChoices } from '#web/lib/privacy-choices.ts';

export function PrivacyChoices() {
  return (
    <button type="button" className="legal__choices" onClick={openPrivacyChoices}>
      {m.privacy_choices_title()}
    </button>
  );
}
