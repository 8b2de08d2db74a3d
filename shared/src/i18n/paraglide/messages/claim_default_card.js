import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Claim_Default_CardInputs */

const en_claim_default_card = /** @type {(inputs: Claim_Default_CardInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Default card`)
};

const es_claim_default_card = /** @type {(inputs: Claim_Default_CardInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tarjeta predeterminada`)
};

/**
* | output |
* | --- |
* | "Default card" |
*
* @param {Claim_Default_CardInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const claim_default_card = /** @type {((inputs?: Claim_Default_CardInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Claim_Default_CardInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_claim_default_card(inputs)
	return en_claim_default_card(inputs)
});