import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ state: NonNullable<unknown> }} Reps_List_LabelInputs */

const en_reps_list_label = /** @type {(inputs: Reps_List_LabelInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Representatives in ${i?.state}`)
};

const es_reps_list_label = /** @type {(inputs: Reps_List_LabelInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Representantes en ${i?.state}`)
};

/**
* | output |
* | --- |
* | "Representatives in {state}" |
*
* @param {Reps_List_LabelInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const reps_list_label = /** @type {((inputs: Reps_List_LabelInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Reps_List_LabelInputs, { locale?: "en" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_reps_list_label(inputs)
	return en_reps_list_label(inputs)
});