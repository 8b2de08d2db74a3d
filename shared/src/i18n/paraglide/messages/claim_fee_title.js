import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Claim_Fee_TitleInputs */

const en_claim_fee_title = /** @type {(inputs: Claim_Fee_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Service call fee`)
};

const es_claim_fee_title = /** @type {(inputs: Claim_Fee_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tarifa de visita de servicio`)
};

/**
* | output |
* | --- |
* | "Service call fee" |
*
* @param {Claim_Fee_TitleInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const claim_fee_title = /** @type {((inputs?: Claim_Fee_TitleInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Claim_Fee_TitleInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_claim_fee_title(inputs)
	return en_claim_fee_title(inputs)
});