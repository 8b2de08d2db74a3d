import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Common_Merge_AutomaticInputs */

const en_common_merge_automatic = /** @type {(inputs: Common_Merge_AutomaticInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`We found multiple accounts associated with your email address and have consolidated them. Please login again.`)
};

const es_common_merge_automatic = /** @type {(inputs: Common_Merge_AutomaticInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Encontramos varias cuentas asociadas a su correo electrónico y las unificamos. Inicie sesión de nuevo.`)
};

/**
* | output |
* | --- |
* | "We found multiple accounts associated with your email address and have consolidated them. Please login again." |
*
* @param {Common_Merge_AutomaticInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const common_merge_automatic = /** @type {((inputs?: Common_Merge_AutomaticInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Common_Merge_AutomaticInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_common_merge_automatic(inputs)
	return en_common_merge_automatic(inputs)
});