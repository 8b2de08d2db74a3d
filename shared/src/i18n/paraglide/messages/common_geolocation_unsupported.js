import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Common_Geolocation_UnsupportedInputs */

const en_common_geolocation_unsupported = /** @type {(inputs: Common_Geolocation_UnsupportedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This browser does not support geolocation.`)
};

const es_common_geolocation_unsupported = /** @type {(inputs: Common_Geolocation_UnsupportedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Este navegador no permite la geolocalización.`)
};

/**
* | output |
* | --- |
* | "This browser does not support geolocation." |
*
* @param {Common_Geolocation_UnsupportedInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const common_geolocation_unsupported = /** @type {((inputs?: Common_Geolocation_UnsupportedInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Common_Geolocation_UnsupportedInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_common_geolocation_unsupported(inputs)
	return en_common_geolocation_unsupported(inputs)
});