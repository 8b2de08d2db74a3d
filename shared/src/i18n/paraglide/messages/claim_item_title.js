import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Claim_Item_TitleInputs */

const en_claim_item_title = /** @type {(inputs: Claim_Item_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`What needs repair?`)
};

const es_claim_item_title = /** @type {(inputs: Claim_Item_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`¿Qué necesita reparación?`)
};

/**
* | output |
* | --- |
* | "What needs repair?" |
*
* @param {Claim_Item_TitleInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const claim_item_title = /** @type {((inputs?: Claim_Item_TitleInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Claim_Item_TitleInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_claim_item_title(inputs)
	return en_claim_item_title(inputs)
});