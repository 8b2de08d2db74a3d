import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Homeowner_Choose_PlanInputs */

const en_homeowner_choose_plan = /** @type {(inputs: Homeowner_Choose_PlanInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Choose a Plan`)
};

const es_homeowner_choose_plan = /** @type {(inputs: Homeowner_Choose_PlanInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Elija un plan`)
};

/**
* | output |
* | --- |
* | "Choose a Plan" |
*
* @param {Homeowner_Choose_PlanInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const homeowner_choose_plan = /** @type {((inputs?: Homeowner_Choose_PlanInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Homeowner_Choose_PlanInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_homeowner_choose_plan(inputs)
	return en_homeowner_choose_plan(inputs)
});