import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Home_Find_RepInputs */

const en_home_find_rep = /** @type {(inputs: Home_Find_RepInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Find Your Local Rep`)
};

const es_home_find_rep = /** @type {(inputs: Home_Find_RepInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Encuentre a su representante local`)
};

/**
* | output |
* | --- |
* | "Find Your Local Rep" |
*
* @param {Home_Find_RepInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const home_find_rep = /** @type {((inputs?: Home_Find_RepInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Home_Find_RepInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_home_find_rep(inputs)
	return en_home_find_rep(inputs)
});