/**
 * The agent's flyer: the brochure with their name, phone and e-mail, and their photo when they add one (a JPEG
 * or PNG of at most 5 MB, checked here as the server checks it). The photo is sent with the download only.
 */
import { FLYER_PHOTO_MAX_BYTES, FLYER_PHOTO_TYPES } from '@hw/shared';
import { m } from '@hw/shared/i18n';
import { type ChangeEvent, useState } from 'react';
import { showToast } from '#web/ui/index.ts';
import { downloadAgentFlyer } from '../api/agent-flyer.ts';
import { explainedRefusal } from '../payment-rules.ts';

/** What is wrong with a chosen photo, or undefined when it will do (the words of flyerMessages in @hw/shared). */
function photoProblem(file: File): string | undefined {
  if (!(FLYER_PHOTO_TYPES as readonly string[]).includes(file.type)) return m.account_flyer_photo_type();
  if (file.size > FLYER_PHOTO_MAX_BYTES) {
    return m.account_flyer_photo_too_large({ megabytes: FLYER_PHOTO_MAX_BYTES / 1024 / 1024 });
  }
  return undefined;
}

export function FlyerDownload() {
  const [photo, setPhoto] = useState<File | null>(null);
  const [problem, setProblem] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);

  const choose = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    const wrong = photoProblem(file);
    setProblem(wrong);
    setPhoto(wrong ? null : file);
  };

  const download = async () => {
    setBusy(true);
    try {
      await downloadAgentFlyer(photo ?? undefined);
    } catch (error) {
      showToast({
        text: explainedRefusal(error) ?? m.account_flyer_download_failure(),
        kind: 'error',
      });
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="agent-flyer">
      <div className="agent-flyer__actions">
        <label className="button button--ghost agent-flyer__photo">
          {photo ? m.account_flyer_change_photo() : m.account_flyer_add_photo()}
          <input
            type="file"
            accept={FLYER_PHOTO_TYPES.join(',')}
            className="visually-hidden"
            aria-describedby={problem ? 'agent-flyer-problem' : undefined}
            onChange={choose}
          />
        </label>
        <button type="button" className="button button--ghost" disabled={busy} onClick={() => void download()}>
          {m.account_flyer_download()}
        </button>
      </div>
      {photo && (
        <p className="account-muted agent-flyer__chosen">
          {m.account_flyer_with_photo({ name: photo.name })}{' '}
          <button type="button" className="ui-link-button" onClick={() => setPhoto(null)}>
            {m.account_remove()}
          </button>
        </p>
      )}
      {problem && (
        <p id="agent-flyer-problem" role="alert" className="ui-field__error-text">
          {problem}
        </p>
      )}
    </div>
  );
}
