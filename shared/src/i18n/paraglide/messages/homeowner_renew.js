import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Homeowner_RenewInputs */

const en_homeowner_renew = /** @type {(inputs: Homeowner_RenewInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Renew Your Warranty`)
};

const es_homeowner_renew = /** @type {(inputs: Homeowner_RenewInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Renueve su garantía`)
};

/**
* | output |
* | --- |
* | "Renew Your Warranty" |
*
* @param {Homeowner_RenewInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const homeowner_renew = /** @type {((inputs?: Homeowner_RenewInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Homeowner_RenewInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_homeowner_renew(inputs)
	return en_homeowner_renew(inputs)
});