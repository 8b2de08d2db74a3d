/**
 * The property's state from its zip code: a served zip sets
 * the state (a new state clears the add-ons and the chosen offer); any other shows "No Service" once.
 */
import { messages } from '@hw/shared';
import { useEffect, useRef } from 'react';
import { isApiError } from '#web/lib/api/index.ts';
import { isFullZip, useStateByZip } from '#web/lib/reference/get-state-by-zip.ts';
import { showToast } from '#web/ui/index.ts';
import { changeProperty } from './draft.ts';
import { updateDraft, useDraft } from './draft-store.ts';
import type { ProblemContext } from './validation.ts';

export const NO_SERVICE_TOAST_MS = 15_000;

export function useZipState(): ProblemContext['zipStatus'] {
  const zip = useDraft((draft) => draft.property.address.zipCode);
  const lookup = useStateByZip(zip);
  const told = useRef<string | null>(null);
  const answer = isFullZip(zip) ? lookup.data : undefined;
  const notFound = isFullZip(zip) && isApiError(lookup.error) && lookup.error.status === 404;

  useEffect(() => {
    if (!answer || answer.zipCode !== zip) return;
    if (answer.isMarketState) {
      updateDraft((draft) => changeProperty(draft, { state: answer.stateCode }));
      return;
    }
    updateDraft((draft) => changeProperty(draft, { state: '' }));
    if (told.current === zip) return;
    told.current = zip;
    showToast({
      title: messages.noService.title,
      text: messages.noService.text,
      kind: 'warning',
      durationMs: NO_SERVICE_TOAST_MS,
    });
  }, [answer, zip]);

  if (!isFullZip(zip)) return 'unknown';
  if (notFound) return 'invalid';
  if (!answer) return 'unknown';
  return answer.isMarketState ? 'served' : 'notServed';
}
