import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Claim_Choose_PlanInputs */

const en_claim_choose_plan = /** @type {(inputs: Claim_Choose_PlanInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Please choose the plan this request is for.`)
};

const es_claim_choose_plan = /** @type {(inputs: Claim_Choose_PlanInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Elija el plan para el que es esta solicitud.`)
};

/**
* | output |
* | --- |
* | "Please choose the plan this request is for." |
*
* @param {Claim_Choose_PlanInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const claim_choose_plan = /** @type {((inputs?: Claim_Choose_PlanInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Claim_Choose_PlanInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_claim_choose_plan(inputs)
	return en_claim_choose_plan(inputs)
});