import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Common_Geolocation_Timed_OutInputs */

const en_common_geolocation_timed_out = /** @type {(inputs: Common_Geolocation_Timed_OutInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Timed Out!`)
};

const es_common_geolocation_timed_out = /** @type {(inputs: Common_Geolocation_Timed_OutInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`¡Se agotó el tiempo!`)
};

/**
* | output |
* | --- |
* | "Timed Out!" |
*
* @param {Common_Geolocation_Timed_OutInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const common_geolocation_timed_out = /** @type {((inputs?: Common_Geolocation_Timed_OutInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Common_Geolocation_Timed_OutInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_common_geolocation_timed_out(inputs)
	return en_common_geolocation_timed_out(inputs)
});