import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Homeowner_Plans_HeadingInputs */

const en_homeowner_plans_heading = /** @type {(inputs: Homeowner_Plans_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Compare Home Warranty Plans`)
};

const es_homeowner_plans_heading = /** @type {(inputs: Homeowner_Plans_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Compare los planes de garantía para el hogar`)
};

/**
* | output |
* | --- |
* | "Compare Home Warranty Plans" |
*
* @param {Homeowner_Plans_HeadingInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const homeowner_plans_heading = /** @type {((inputs?: Homeowner_Plans_HeadingInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Homeowner_Plans_HeadingInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_homeowner_plans_heading(inputs)
	return en_homeowner_plans_heading(inputs)
});