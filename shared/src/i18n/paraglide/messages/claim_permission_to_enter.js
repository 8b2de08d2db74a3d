import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Claim_Permission_To_EnterInputs */

const en_claim_permission_to_enter = /** @type {(inputs: Claim_Permission_To_EnterInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The technician may come in if no adult is home`)
};

const es_claim_permission_to_enter = /** @type {(inputs: Claim_Permission_To_EnterInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`El técnico puede entrar si no hay un adulto en casa`)
};

/**
* | output |
* | --- |
* | "The technician may come in if no adult is home" |
*
* @param {Claim_Permission_To_EnterInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const claim_permission_to_enter = /** @type {((inputs?: Claim_Permission_To_EnterInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Claim_Permission_To_EnterInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_claim_permission_to_enter(inputs)
	return en_claim_permission_to_enter(inputs)
});