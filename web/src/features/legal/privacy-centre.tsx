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
import { Link } from '@tanstack/react-router';
import { useId, useState } from 'react';
import { closePrivacyChoices, currentPrivacyChoices, savePrivacyChoices } from '#web/lib/privacy-choices.ts';
import { Modal } from '#web/ui/index.ts';
import { PERSONAL_INFORMATION_CATEGORIES } from './personal-information-table.tsx';
import './privacy-centre.css';

export const PRIVACY_CHOICES_TITLE = 'Your Privacy Choices';
export const PRIVACY_CHOICES_SAVED = 'Your privacy choices are saved for this browser.';
export const GLOBAL_PRIVACY_CONTROL_NOTICE =
  'Your browser sends a Global Privacy Control signal, so the sale or sharing of your personal information is off for this browser unless you turn it on here.';

interface PurposeText {
  name: string;
  description: string;
}

const NECESSARY: PurposeText = {
  name: 'Strictly necessary',
  description:
    'Keep you signed in, keep the site secure and remember these choices. The site cannot work without them, so they are always on.',
};

const PURPOSES: Record<OptionalPrivacyPurpose, PurposeText> = {
  functional: {
    name: 'Functional',
    description: 'Remember your preferences on this site between visits.',
  },
  analytics: {
    name: 'Analytics',
    description: 'Measure which pages and campaigns help visitors most, from pages viewed and links clicked.',
  },
  advertising: {
    name: 'Advertising: sale or sharing of personal information',
    description:
      'Let advertising partners use identifiers and internet activity from this site to show you ads for our plans on other sites. Turn this off to opt out of the sale or sharing of your personal information.',
  },
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
      <label className="privacy-centre__switch">
        <span className="privacy-centre__name">{text.name}</span>
        <input
          type="checkbox"
          role="switch"
          checked={checked}
          aria-checked={checked}
          disabled={disabled}
          aria-describedby={descriptionId}
          onChange={(event) => onChange?.(event.target.checked)}
        />
        <span className="privacy-centre__track" aria-hidden="true" />
      </label>
      <p id={descriptionId} className="privacy-centre__description">
        {text.description}
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
      title={PRIVACY_CHOICES_TITLE}
      onClose={closePrivacyChoices}
      className="privacy-centre"
      footer={
        <>
          <button type="button" className="button button--ghost" onClick={() => save(ALL_PRIVACY_CHOICES_OFF)}>
            Reject all
          </button>
          <button type="button" className="button button--ghost" onClick={() => save(ALL_PRIVACY_CHOICES_ON)}>
            Accept all
          </button>
          <button type="button" className="button button--primary" onClick={() => save(choices)}>
            Save choices
          </button>
        </>
      }
    >
      <p>
        These choices apply to the cookies and tags on this site in this browser. We collect these categories of
        personal information:
      </p>
      <ul className="privacy-centre__categories">
        {PERSONAL_INFORMATION_CATEGORIES.map((row) => (
          <li key={row.id}>
            {row.category}
            {row.soldOrShared && <span className="privacy-centre__shared"> (sold or shared for advertising)</span>}
          </li>
        ))}
      </ul>
      <p>
        Read more in our{' '}
        <Link to="/privacy-policy" onClick={closePrivacyChoices}>
          Privacy Policy
        </Link>
        .
      </p>
      {initial.globalPrivacyControl && (
        <p className="privacy-centre__signal" data-testid="gpc-notice">
          {GLOBAL_PRIVACY_CONTROL_NOTICE}
        </p>
      )}
      <ul className="privacy-centre__purposes" aria-label="Purposes">
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
        {saved ? PRIVACY_CHOICES_SAVED : ''}
      </p>
    </Modal>
  );
}
