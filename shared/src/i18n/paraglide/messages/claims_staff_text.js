import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Claims_Staff_TextInputs */

const en_claims_staff_text = /** @type {(inputs: Claims_Staff_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`full-time staff`)
};

const es_claims_staff_text = /** @type {(inputs: Claims_Staff_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`empleados de tiempo completo`)
};

/**
* | output |
* | --- |
* | "full-time staff" |
*
* @param {Claims_Staff_TextInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const claims_staff_text = /** @type {((inputs?: Claims_Staff_TextInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Claims_Staff_TextInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_claims_staff_text(inputs)
	return en_claims_staff_text(inputs)
});