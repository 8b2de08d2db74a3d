import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Illustration_SoldInputs */

const en_illustration_sold = /** @type {(inputs: Illustration_SoldInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`SOLD`)
};

const es_illustration_sold = /** @type {(inputs: Illustration_SoldInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`VENDIDO`)
};

/**
* | output |
* | --- |
* | "SOLD" |
*
* @param {Illustration_SoldInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const illustration_sold = /** @type {((inputs?: Illustration_SoldInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Illustration_SoldInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_illustration_sold(inputs)
	return en_illustration_sold(inputs)
});