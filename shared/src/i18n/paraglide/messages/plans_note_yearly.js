import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ state: NonNullable<unknown> }} Plans_Note_YearlyInputs */

const en_plans_note_yearly = /** @type {(inputs: Plans_Note_YearlyInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Prices per year in ${i?.state} for a single-family home under 5,000 sq ft. Larger homes and other property types are priced when you order.`)
};

const es_plans_note_yearly = /** @type {(inputs: Plans_Note_YearlyInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Precios anuales en ${i?.state} para una casa unifamiliar de menos de 5,000 pies cuadrados. El precio de casas más grandes y de otros tipos de propiedad se calcula cuando ordena.`)
};

/**
* | output |
* | --- |
* | "Prices per year in {state} for a single-family home under 5,000 sq ft. Larger homes and other property types are priced when you order." |
*
* @param {Plans_Note_YearlyInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const plans_note_yearly = /** @type {((inputs: Plans_Note_YearlyInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Plans_Note_YearlyInputs, { locale?: "en" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_plans_note_yearly(inputs)
	return en_plans_note_yearly(inputs)
});