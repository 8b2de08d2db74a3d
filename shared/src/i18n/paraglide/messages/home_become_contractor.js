import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Home_Become_ContractorInputs */

const en_home_become_contractor = /** @type {(inputs: Home_Become_ContractorInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Become a Contractor`)
};

const es_home_become_contractor = /** @type {(inputs: Home_Become_ContractorInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Hágase contratista`)
};

/**
* | output |
* | --- |
* | "Become a Contractor" |
*
* @param {Home_Become_ContractorInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const home_become_contractor = /** @type {((inputs?: Home_Become_ContractorInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Home_Become_ContractorInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_home_become_contractor(inputs)
	return en_home_become_contractor(inputs)
});