/**
 * The property: zip code (which decides the state, and fills the city until the person types one), address,
 * dwelling type and size of the home.
 */
import { formatZip, type PropertyType, SQUARE_FOOTAGE_OPTIONS, ZIP_LENGTH } from '@hw/shared';
import { m } from '@hw/shared/i18n';
import { lazy, Suspense, useEffect } from 'react';
import { isFullZip } from '#web/lib/reference/get-state-by-zip.ts';
import { useStates } from '#web/lib/reference/get-states.ts';
import { useZipCode } from '#web/lib/reference/get-zip-code.ts';
import { TextField } from '#web/ui/index.ts';
import { getDraft, updateDraft } from '../draft-store.ts';
import { type ErrorLookup, RadioGroup, SelectField, textProps } from '../fields.tsx';
import { fieldId } from '../form-values.ts';
import { squareFootageLabel } from '../format.ts';
import { currentOrderValues, OrderField, setOrderValue, useOrderValues } from '../order-fields.tsx';

/**
 * The address is checked with the geocoder once it is typed, and its code loads then (or once the visitor starts on
 * the form): the check only helps, so without a connection there is no check and nothing else changes.
 */
export const loadAddressSuggestion = () =>
  import('../address-suggestion.tsx').catch(() => ({ AddressSuggestion: (_: { stateCode: string }) => null }));
const AddressSuggestion = lazy(() => loadAddressSuggestion().then((module) => ({ default: module.AddressSuggestion })));

/** The draft's default size (1) is in the first band, under 5,000 sq. ft. */
const squareFootageChoice = (value: number) =>
  String(SQUARE_FOOTAGE_OPTIONS.find((option) => value <= option.value)?.value ?? SQUARE_FOOTAGE_OPTIONS.at(-1)?.value);

/**
 * A full zip fills the city from GET /api/zipcode: an empty city, or one this step filled from an earlier
 * zip; a city the person typed stays.
 */
function useCityFromZip() {
  const { zipCode } = useOrderValues().property;
  const answer = useZipCode(zipCode).data;
  useEffect(() => {
    if (!answer || answer.zipCode !== zipCode) return;
    const city = currentOrderValues().property.city.trim();
    if (city && city !== getDraft().cityFromZip) return;
    updateDraft((draft) => ({ ...draft, cityFromZip: answer.city }));
    if (city !== answer.city) setOrderValue('property.city', answer.city);
  }, [answer, zipCode]);
}

export function PropertyStep({
  errorFor,
  stateCode,
  propertyTypes,
  recentPurchase,
  onRecentPurchase,
}: {
  /** Whether the home was bought in the last 30 days; null when the order does not ask. */
  recentPurchase: boolean | null;
  onRecentPurchase: (isRecentPurchase: boolean) => void;
  errorFor: ErrorLookup;
  stateCode: string;
  propertyTypes: readonly PropertyType[];
}) {
  const states = useStates();
  const stateName = states.data?.find((state) => state.stateCode === stateCode)?.description ?? stateCode;
  useCityFromZip();
  const { streetAddress, city, zipCode } = useOrderValues().property;
  return (
    <>
      <div className="order-row">
        <OrderField name="property.zipCode">
          {(field) => (
            <TextField
              {...textProps(field, errorFor, formatZip)}
              label={m.order_zip_code()}
              inputMode="numeric"
              autoComplete="postal-code"
              maxLength={ZIP_LENGTH}
              hint={stateCode ? m.order_property_state_hint({ state: stateName }) : undefined}
            />
          )}
        </OrderField>
        <OrderField name="property.unit">
          {(field) => (
            <TextField {...textProps(field, errorFor)} label={m.order_unit_optional()} autoComplete="address-line2" />
          )}
        </OrderField>
      </div>
      <OrderField name="property.streetAddress">
        {(field) => (
          <TextField {...textProps(field, errorFor)} label={m.order_street_address()} autoComplete="address-line1" />
        )}
      </OrderField>
      <OrderField name="property.city">
        {(field) => <TextField {...textProps(field, errorFor)} label={m.order_city()} autoComplete="address-level2" />}
      </OrderField>
      {isFullZip(zipCode) && streetAddress.trim() && city.trim() && (
        <Suspense fallback={null}>
          <AddressSuggestion stateCode={stateCode} />
        </Suspense>
      )}
      <OrderField name="property.dwellingTypeId">
        {(field) => (
          <SelectField
            id={fieldId(field.name)}
            label={m.order_property_type()}
            value={field.value}
            onChange={field.change}
            error={errorFor(field.name)}
            placeholder={propertyTypes.length ? undefined : m.order_loading()}
            choices={propertyTypes.map((type) => ({ value: type.dwellingTypeId, label: type.description }))}
          />
        )}
      </OrderField>
      <OrderField name="property.squareFootage">
        {(field) => (
          <SelectField
            id={fieldId(field.name)}
            label={m.order_square_footage()}
            value={squareFootageChoice(field.value)}
            onChange={(value) => field.change(Number(value))}
            choices={SQUARE_FOOTAGE_OPTIONS.map((option) => ({
              value: String(option.value),
              label: squareFootageLabel(option.label),
            }))}
          />
        )}
      </OrderField>
      {recentPurchase !== null && (
        <>
          <RadioGroup
            id={fieldId('isRecentPurchase')}
            name="isRecentPurchase"
            legend={m.order_recent_purchase_legend()}
            value={recentPurchase ? 'yes' : 'no'}
            onChange={(value) => onRecentPurchase(value === 'yes')}
            choices={[
              { value: 'no', label: m.order_no() },
              { value: 'yes', label: m.order_yes() },
            ]}
          />
          {recentPurchase && (
            <p className="order-note" role="status">
              {m.order_recent_purchase_note()}
            </p>
          )}
        </>
      )}
    </>
  );
}
