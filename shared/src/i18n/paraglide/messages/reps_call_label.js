import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ name: NonNullable<unknown>, phone: NonNullable<unknown> }} Reps_Call_LabelInputs */

const en_reps_call_label = /** @type {(inputs: Reps_Call_LabelInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Call ${i?.name} at ${i?.phone}`)
};

const es_reps_call_label = /** @type {(inputs: Reps_Call_LabelInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Llamar a ${i?.name} al ${i?.phone}`)
};

/**
* | output |
* | --- |
* | "Call {name} at {phone}" |
*
* @param {Reps_Call_LabelInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const reps_call_label = /** @type {((inputs: Reps_Call_LabelInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Reps_Call_LabelInputs, { locale?: "en" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_reps_call_label(inputs)
	return en_reps_call_label(inputs)
});