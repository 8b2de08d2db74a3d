import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Claim_Plan_TitleInputs */

const en_claim_plan_title = /** @type {(inputs: Claim_Plan_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Which home needs a repair?`)
};

const es_claim_plan_title = /** @type {(inputs: Claim_Plan_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`¿Qué casa necesita una reparación?`)
};

/**
* | output |
* | --- |
* | "Which home needs a repair?" |
*
* @param {Claim_Plan_TitleInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const claim_plan_title = /** @type {((inputs?: Claim_Plan_TitleInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Claim_Plan_TitleInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_claim_plan_title(inputs)
	return en_claim_plan_title(inputs)
});