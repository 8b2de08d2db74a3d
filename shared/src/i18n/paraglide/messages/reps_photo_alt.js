import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ name: NonNullable<unknown> }} Reps_Photo_AltInputs */

const en_reps_photo_alt = /** @type {(inputs: Reps_Photo_AltInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Portrait of ${i?.name}`)
};

const es_reps_photo_alt = /** @type {(inputs: Reps_Photo_AltInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Retrato de ${i?.name}`)
};

/**
* | output |
* | --- |
* | "Portrait of {name}" |
*
* @param {Reps_Photo_AltInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const reps_photo_alt = /** @type {((inputs: Reps_Photo_AltInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Reps_Photo_AltInputs, { locale?: "en" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_reps_photo_alt(inputs)
	return en_reps_photo_alt(inputs)
});