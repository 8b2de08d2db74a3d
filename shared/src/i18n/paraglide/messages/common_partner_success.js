import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Common_Partner_SuccessInputs */

const en_common_partner_success = /** @type {(inputs: Common_Partner_SuccessInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Agent information saved successfully.`)
};

const es_common_partner_success = /** @type {(inputs: Common_Partner_SuccessInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`La información del agente se guardó correctamente.`)
};

/**
* | output |
* | --- |
* | "Agent information saved successfully." |
*
* @param {Common_Partner_SuccessInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const common_partner_success = /** @type {((inputs?: Common_Partner_SuccessInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Common_Partner_SuccessInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_common_partner_success(inputs)
	return en_common_partner_success(inputs)
});