import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Reps_Location_Timed_OutInputs */

const en_reps_location_timed_out = /** @type {(inputs: Reps_Location_Timed_OutInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`We could not find your location in time. Choose your state to see its representatives.`)
};

const es_reps_location_timed_out = /** @type {(inputs: Reps_Location_Timed_OutInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No pudimos encontrar su ubicación a tiempo. Elija su estado para ver a sus representantes.`)
};

/**
* | output |
* | --- |
* | "We could not find your location in time. Choose your state to see its representatives." |
*
* @param {Reps_Location_Timed_OutInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const reps_location_timed_out = /** @type {((inputs?: Reps_Location_Timed_OutInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Reps_Location_Timed_OutInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_reps_location_timed_out(inputs)
	return en_reps_location_timed_out(inputs)
});