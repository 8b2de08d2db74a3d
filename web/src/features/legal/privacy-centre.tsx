/**
 * Your Privacy Choices: the preference centre the site hosts. It says what we collect (the categories of
 * the privacy policy's table) and offers one switch per purpose; the choices are kept in the consent
 * cookie for this browser (#web/lib/privacy-choices.ts). Opened from the privacy pages and the footer.
 */
import {
  ALL_PRIVACY_CHOICES_OFF,
  ALL_PRIVACY_CHOICES_ON,
  type OptionalPrivacyPurpose,
  type PrivacyChoices,
} from '@hw/shared';
import { m } from '@hw/shared/i18n';
import { Link } from '@tanstack/react-router';
import { useId, useState } from 'react';
import { RichMessage } from '#web/lib/i18n/index.ts';
import { closePrivacyChoices, currentPrivacyChoices, savePrivacyChoices } from '#web/lib/privacy-choices.ts';
import { Modal } from '#web/ui/index.ts';
import { PERSONAL_INFORMATION_CATEGORIES } from './personal-information-table.tsx';
import './privacy-centre.css';

/** The English texts the tests read; the centre shows its messages (m.privacy_centre_*) in the page's language. */
export const PRIVACY_CHOICES_SAVED = 'Your privacy choices are saved for this browser.';
export const GLOBAL_PRIVACY_CONTROL_NOTICE =
  'Your browser sends a Global Privacy Control signal, so the sale or sharing of your personal information is off for this browser unless you turn it on here.';

interface PurposeText {
  name: () => string;
  description: () => string;
}

const NECESSARY: PurposeText = {
  name: m.privacy_centre_necessary_name,
  description: m.privacy_centre_necessary_description,
};

const PURPOSES: Record<OptionalPrivacyPurpose, PurposeText> = {
  functional: { name: m.privacy_centre_functional_name, description: m.privacy_centre_functional_description },
  analytics: { name: m.privacy_centre_analytics_name, description: m.privacy_centre_analytics_description },
  advertising: { name: m.privacy_centre_advertising_name, description: m.privacy_centre_advertising_description },
};

/** The categories of the privacy policy's table, named in the page's language (the table itself is English). */
const CATEGORY_NAMES: Record<string, () => string> = {
  identifiers: m.privacy_centre_category_identifiers,
  commercial: m.privacy_centre_category_commercial,
  'internet-activity': m.privacy_centre_category_internet_activity,
  sensory: m.privacy_centre_category_sensory,
  inferences: m.privacy_centre_category_inferences,
};

function Switch({
  purpose,
  text,
  checked,
  disabled,
  onChange,
}: {
  purpose: string;
  text: PurposeText;
  checked: boolean;
  disabled?: boolean;
  onChange?: (checked: boolean) => void;
}) {
  const descriptionId = useId();
  return (
    <li className="privacy-centre__purpose" data-purpose={purpose}>
      <label className="ui-toggle">
        <span className="privacy-centre__name">{text.name()}</span>
        <input
          type="checkbox"
          role="switch"
          checked={checked}
          aria-checked={checked}
          disabled={disabled}
          aria-describedby={descriptionId}
          onChange={(event) => onChange?.(event.target.checked)}
        />
        <span className="ui-toggle__track" aria-hidden="true" />
      </label>
      <p id={descriptionId} className="privacy-centre__description">
        {text.description()}
      </p>
    </li>
  );
}

export function PrivacyCentre() {
  const [initial] = useState(currentPrivacyChoices);
  const [choices, setChoices] = useState<PrivacyChoices>(initial.choices);
  const [saved, setSaved] = useState(false);

  const change = (next: PrivacyChoices) => {
    setChoices(next);
    setSaved(false);
  };
  const save = (next: PrivacyChoices) => {
    setChoices(savePrivacyChoices(next).choices);
    setSaved(true);
  };

  return (
    <Modal
      open
      title={m.privacy_choices_title()}
      onClose={closePrivacyChoices}
      className="privacy-centre"
      footer={
        <>
          <button type="button" className="button button--ghost" onClick={() => save(ALL_PRIVACY_CHOICES_OFF)}>
            {m.privacy_centre_reject_all()}
          </button>
          <button type="button" className="button button--ghost" onClick={() => save(ALL_PRIVACY_CHOICES_ON)}>
            {m.privacy_centre_accept_all()}
          </button>
          <button type="button" className="button button--primary" onClick={() => save(choices)}>
            {m.privacy_centre_save()}
          </button>
        </>
      }
    >
      <p>{m.privacy_centre_intro()}</p>
      <ul className="privacy-centre__categories">
        {PERSONAL_INFORMATION_CATEGORIES.map((row) => (
          <li key={row.id}>
            {CATEGORY_NAMES[row.id]?.() ?? row.category}
            {row.soldOrShared && <span className="privacy-centre__shared"> {m.privacy_centre_sold_or_shared()}</span>}
          </li>
        ))}
      </ul>
      <p>
        <RichMessage
          parts={m.privacy_centre_read_more.parts()}
          markup={{
            link: (children) => (
              <Link to="/privacy-policy" onClick={closePrivacyChoices}>
                {children}
              </Link>
            ),
          }}
        />
      </p>
      {initial.globalPrivacyControl && (
        <p className="privacy-centre__signal" data-testid="gpc-notice">
          {m.privacy_centre_gpc_notice()}
        </p>
      )}
      <ul className="privacy-centre__purposes" aria-label={m.privacy_centre_purposes_label()}>
        <Switch purpose="necessary" text={NECESSARY} checked disabled />
        {(Object.keys(PURPOSES) as OptionalPrivacyPurpose[]).map((purpose) => (
          <Switch
            key={purpose}
            purpose={purpose}
            text={PURPOSES[purpose]}
            checked={choices[purpose]}
            onChange={(checked) => change({ ...choices, [purpose]: checked })}
          />
        ))}
      </ul>
      <p role="status" className="privacy-centre__status">
        {saved ? m.privacy_centre_saved() : ''}
      </p>
    </Modal>
  );
}
