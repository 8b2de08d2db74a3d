import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Privacy_Centre_Sold_Or_SharedInputs */

const en_privacy_centre_sold_or_shared = /** @type {(inputs: Privacy_Centre_Sold_Or_SharedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`(sold or shared for advertising)`)
};

const es_privacy_centre_sold_or_shared = /** @type {(inputs: Privacy_Centre_Sold_Or_SharedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`(se vende o se comparte para publicidad)`)
};

/**
* | output |
* | --- |
* | "(sold or shared for advertising)" |
*
* @param {Privacy_Centre_Sold_Or_SharedInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const privacy_centre_sold_or_shared = /** @type {((inputs?: Privacy_Centre_Sold_Or_SharedInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Privacy_Centre_Sold_Or_SharedInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_privacy_centre_sold_or_shared(inputs)
	return en_privacy_centre_sold_or_shared(inputs)
});