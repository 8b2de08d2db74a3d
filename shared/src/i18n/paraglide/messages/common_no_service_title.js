import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Common_No_Service_TitleInputs */

const en_common_no_service_title = /** @type {(inputs: Common_No_Service_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No Service`)
};

const es_common_no_service_title = /** @type {(inputs: Common_No_Service_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sin servicio`)
};

/**
* | output |
* | --- |
* | "No Service" |
*
* @param {Common_No_Service_TitleInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const common_no_service_title = /** @type {((inputs?: Common_No_Service_TitleInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Common_No_Service_TitleInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_common_no_service_title(inputs)
	return en_common_no_service_title(inputs)
});