import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ state: NonNullable<unknown> }} Plans_Note_MonthlyInputs */

const en_plans_note_monthly = /** @type {(inputs: Plans_Note_MonthlyInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Prices per month in ${i?.state} for a single-family home under 5,000 sq ft. Larger homes and other property types are priced when you order.`)
};

const es_plans_note_monthly = /** @type {(inputs: Plans_Note_MonthlyInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Precios mensuales en ${i?.state} para una casa unifamiliar de menos de 5,000 pies cuadrados. El precio de casas más grandes y de otros tipos de propiedad se calcula cuando ordena.`)
};

/**
* | output |
* | --- |
* | "Prices per month in {state} for a single-family home under 5,000 sq ft. Larger homes and other property types are priced when you order." |
*
* @param {Plans_Note_MonthlyInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const plans_note_monthly = /** @type {((inputs: Plans_Note_MonthlyInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Plans_Note_MonthlyInputs, { locale?: "en" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_plans_note_monthly(inputs)
	return en_plans_note_monthly(inputs)
});