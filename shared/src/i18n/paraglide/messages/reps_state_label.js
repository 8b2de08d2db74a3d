import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Reps_State_LabelInputs */

const en_reps_state_label = /** @type {(inputs: Reps_State_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your state`)
};

const es_reps_state_label = /** @type {(inputs: Reps_State_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Su estado`)
};

/**
* | output |
* | --- |
* | "Your state" |
*
* @param {Reps_State_LabelInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const reps_state_label = /** @type {((inputs?: Reps_State_LabelInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Reps_State_LabelInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_reps_state_label(inputs)
	return en_reps_state_label(inputs)
});