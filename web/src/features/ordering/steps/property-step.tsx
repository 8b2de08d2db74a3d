/**
 * The property: zip code (which decides the state, and fills the city until the person types one), address,
 * dwelling type and size of the home.
 */
import { formatZip, type PropertyType, SQUARE_FOOTAGE_OPTIONS, ZIP_LENGTH } from '@hw/shared';
import { m } from '@hw/shared/i18n';
import { useEffect } from 'react';
import { useStates } from '#web/lib/reference/get-states.ts';
import { useZipCode } from '#web/lib/reference/get-zip-code.ts';
import { TextField } from '#web/ui/index.ts';
import { AddressSuggestion } from '../address-suggestion.tsx';
import { getDraft, updateDraft } from '../draft-store.ts';
import { type ErrorLookup, RadioGroup, SelectField, textProps } from '../fields.tsx';
import { fieldId } from '../form-values.ts';
import { squareFootageLabel } from '../format.ts';
import { type OrderForm, useOrderValues } from '../use-order-form.ts';

/** The draft's default size (1) is in the first band, under 5,000 sq. ft. */
const squareFootageChoice = (value: number) =>
  String(SQUARE_FOOTAGE_OPTIONS.find((option) => value <= option.value)?.value ?? SQUARE_FOOTAGE_OPTIONS.at(-1)?.value);

/**
 * A full zip fills the city from GET /api/zipcode: an empty city, or one this step filled from an earlier
 * zip; a city the person typed stays.
 */
function useCityFromZip(form: OrderForm) {
  const { zipCode } = useOrderValues(form).property;
  const answer = useZipCode(zipCode).data;
  useEffect(() => {
    if (!answer || answer.zipCode !== zipCode) return;
    const city = form.state.values.property.city.trim();
    if (city && city !== getDraft().cityFromZip) return;
    updateDraft((draft) => ({ ...draft, cityFromZip: answer.city }));
    if (city !== answer.city) form.setFieldValue('property.city', answer.city);
  }, [answer, zipCode, form]);
}

export function PropertyStep({
  form,
  errorFor,
  stateCode,
  propertyTypes,
  recentPurchase,
  onRecentPurchase,
}: {
  /** Whether the home was bought in the last 30 days; null when the order does not ask. */
  recentPurchase: boolean | null;
  onRecentPurchase: (isRecentPurchase: boolean) => void;
  form: OrderForm;
  errorFor: ErrorLookup;
  stateCode: string;
  propertyTypes: readonly PropertyType[];
}) {
  const states = useStates();
  const stateName = states.data?.find((state) => state.stateCode === stateCode)?.description ?? stateCode;
  useCityFromZip(form);
  return (
    <>
      <div className="order-row">
        <form.Field name="property.zipCode">
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
        </form.Field>
        <form.Field name="property.unit">
          {(field) => (
            <TextField {...textProps(field, errorFor)} label={m.order_unit_optional()} autoComplete="address-line2" />
          )}
        </form.Field>
      </div>
      <form.Field name="property.streetAddress">
        {(field) => (
          <TextField {...textProps(field, errorFor)} label={m.order_street_address()} autoComplete="address-line1" />
        )}
      </form.Field>
      <form.Field name="property.city">
        {(field) => <TextField {...textProps(field, errorFor)} label={m.order_city()} autoComplete="address-level2" />}
      </form.Field>
      <AddressSuggestion form={form} stateCode={stateCode} />
      <form.Field name="property.dwellingTypeId">
        {(field) => (
          <SelectField
            id={fieldId(field.name)}
            label={m.order_property_type()}
            value={field.state.value}
            onChange={field.handleChange}
            onBlur={field.handleBlur}
            error={errorFor(field.name)}
            placeholder={propertyTypes.length ? undefined : m.order_loading()}
            choices={propertyTypes.map((type) => ({ value: type.dwellingTypeId, label: type.description }))}
          />
        )}
      </form.Field>
      <form.Field name="property.squareFootage">
        {(field) => (
          <SelectField
            id={fieldId(field.name)}
            label={m.order_square_footage()}
            value={squareFootageChoice(field.state.value)}
            onChange={(value) => field.handleChange(Number(value))}
            onBlur={field.handleBlur}
            choices={SQUARE_FOOTAGE_OPTIONS.map((option) => ({
              value: String(option.value),
              label: squareFootageLabel(option.label),
            }))}
          />
        )}
      </form.Field>
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
