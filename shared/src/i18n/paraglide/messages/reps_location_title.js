import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Reps_Location_TitleInputs */

const en_reps_location_title = /** @type {(inputs: Reps_Location_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Location`)
};

const es_reps_location_title = /** @type {(inputs: Reps_Location_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ubicación`)
};

/**
* | output |
* | --- |
* | "Location" |
*
* @param {Reps_Location_TitleInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const reps_location_title = /** @type {((inputs?: Reps_Location_TitleInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Reps_Location_TitleInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_reps_location_title(inputs)
	return en_reps_location_title(inputs)
});