/**
 * The property address checked with the geocoder (POST /geocoding) once it is typed: when the geocoder
 * spells it differently, the buyer may take its spelling. Nothing is blocked: the check only helps.
 */
import { m } from '@hw/shared/i18n';
import { useEffect, useState } from 'react';
import { RichMessage } from '#web/lib/i18n/index.ts';
import { isFullZip } from '#web/lib/reference/get-state-by-zip.ts';
import { geocodeAddress } from './api/geocode-address.ts';
import { updateDraft } from './draft-store.ts';
import { setOrderValue, useOrderValues } from './order-fields.tsx';

const CHECK_DELAY_MS = 800;

interface Suggested {
  streetAddress: string;
  city: string;
  state: string;
  zipCode: string;
}

export function AddressSuggestion({ stateCode }: { stateCode: string }) {
  const { streetAddress, city, zipCode } = useOrderValues().property;
  const [suggested, setSuggested] = useState<Suggested | null>(null);

  useEffect(() => {
    setSuggested(null);
    if (!isFullZip(zipCode) || !streetAddress.trim() || !city.trim()) return;
    let current = true;
    const timer = setTimeout(async () => {
      try {
        const answer = await geocodeAddress({
          streetAddress: streetAddress.trim(),
          city: city.trim(),
          zipCode,
          ...(/^[A-Za-z]{2}$/.test(stateCode) ? { state: stateCode } : {}),
        });
        if (!current) return;
        updateDraft((draft) => ({
          ...draft,
          isAddressVerified: answer.isAddressVerified,
          usingSuggestedAddress: false,
        }));
        setSuggested(answer.suggestedAddress);
      } catch {
        // Offline or refused: the address stays as typed.
      }
    }, CHECK_DELAY_MS);
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [streetAddress, city, zipCode, stateCode]);

  if (!suggested) return null;
  const text = `${suggested.streetAddress}, ${suggested.city}, ${suggested.state} ${suggested.zipCode}`;
  return (
    <p className="order-suggestion" role="status">
      <RichMessage
        parts={m.order_address_did_you_mean.parts({ address: text })}
        markup={{ strong: (children) => <strong>{children}</strong> }}
      />{' '}
      <button
        type="button"
        className="ui-link-button"
        onClick={() => {
          setOrderValue('property.streetAddress', suggested.streetAddress);
          setOrderValue('property.city', suggested.city);
          setOrderValue('property.zipCode', suggested.zipCode);
          updateDraft((draft) => ({ ...draft, isAddressVerified: true, usingSuggestedAddress: true }));
        }}
      >
        {m.order_address_use()}
      </button>
    </p>
  );
}
