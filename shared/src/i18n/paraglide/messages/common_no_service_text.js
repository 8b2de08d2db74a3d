import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Common_No_Service_TextInputs */

const en_common_no_service_text = /** @type {(inputs: Common_No_Service_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`We're sorry, but we don't (yet) provide service to your zip code.`)
};

const es_common_no_service_text = /** @type {(inputs: Common_No_Service_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Lo sentimos, (todavía) no damos servicio en su código postal.`)
};

/**
* | output |
* | --- |
* | "We're sorry, but we don't (yet) provide service to your zip code." |
*
* @param {Common_No_Service_TextInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const common_no_service_text = /** @type {((inputs?: Common_No_Service_TextInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Common_No_Service_TextInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_common_no_service_text(inputs)
	return en_common_no_service_text(inputs)
});