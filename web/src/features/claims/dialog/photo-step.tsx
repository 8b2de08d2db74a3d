/**
 * An optional photo of the problem (or a PDF), kept in the dialog's state until the request is filed, then
 * attached to it (a resumable upload, then POST /account/serviceRequest/{id}/fileFromUpload): the technician
 * sees it on the work order. A photo needs a connection; offline the request is saved without it.
 */
import { ALLOWED_FILE_TYPES, FILE_MAX_BYTES } from '@hw/shared';
import { m } from '@hw/shared/i18n';
import { type ChangeEvent, useEffect, useState } from 'react';
import { showValidationErrors } from '#web/ui/index.ts';
import { Step, StepForm } from './fields.tsx';

const PHOTO_INPUT_ID = 'claim-photo';

/** Read when shown, in the page's language. */
export const photoMessages = {
  get tooLarge() {
    return m.claim_photo_too_large({ size: FILE_MAX_BYTES / 1024 / 1024 });
  },
  get wrongType() {
    return m.claim_photo_wrong_type();
  },
  get offline() {
    return m.claim_photo_offline();
  },
};

/** Why a file cannot be attached, or null (the server checks the content again). */
export function photoProblem(file: Pick<File, 'name' | 'size' | 'type'>): string | null {
  if (file.size > FILE_MAX_BYTES) return photoMessages.tooLarge;
  const type = file.type.toLowerCase();
  // Some browsers give HEIC photos no type; the name says it.
  const known =
    (ALLOWED_FILE_TYPES as readonly string[]).includes(type) || (!type && /\.(heic|heif)$/i.test(file.name));
  return known ? null : photoMessages.wrongType;
}

const size = (bytes: number) =>
  bytes >= 1024 * 1024 ? `${(bytes / 1024 / 1024).toFixed(1)} MB` : `${Math.max(1, Math.round(bytes / 1024))} KB`;

function Preview({ photo }: { photo: File }) {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    if (!photo.type.startsWith('image/') || typeof URL.createObjectURL !== 'function') return;
    const made = URL.createObjectURL(photo);
    setUrl(made);
    return () => URL.revokeObjectURL(made);
  }, [photo]);
  return url ? <img className="claim-photo__preview" src={url} alt={m.claim_photo_preview()} /> : null;
}

export function PhotoStep({
  photo,
  onChange,
  online,
  onContinue,
  onBack,
}: {
  photo: File | null;
  onChange: (photo: File | null) => void;
  online: boolean;
  onContinue: () => void;
  onBack: () => void;
}) {
  const choose = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0] ?? null;
    event.target.value = '';
    if (!file) return;
    const problem = photoProblem(file);
    if (problem) {
      void showValidationErrors([{ message: problem, fieldId: PHOTO_INPUT_ID }]);
      return;
    }
    onChange(file);
  };
  return (
    <Step title={m.claim_photo_title()}>
      <p className="claim-help">{m.claim_photo_help()}</p>
      <StepForm onSubmit={onContinue} onBack={onBack} submitLabel={photo ? m.claim_continue() : m.claim_photo_skip()}>
        {photo ? (
          <div className="claim-photo">
            <Preview photo={photo} />
            <p>
              {photo.name} ({size(photo.size)})
            </p>
            <button type="button" className="button button--ghost" onClick={() => onChange(null)}>
              {m.claim_photo_remove()}
            </button>
          </div>
        ) : (
          <div className="ui-field">
            <label htmlFor={PHOTO_INPUT_ID} className="ui-field__label">
              {m.claim_photo_label()}
            </label>
            <input
              id={PHOTO_INPUT_ID}
              type="file"
              className="ui-field__input claim-photo__input"
              accept="image/*,application/pdf"
              onChange={choose}
            />
          </div>
        )}
        {!online && (
          <p className="claim-note" role="status">
            {photoMessages.offline}
          </p>
        )}
      </StepForm>
    </Step>
  );
}
