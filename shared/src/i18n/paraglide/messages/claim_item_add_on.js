import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Claim_Item_Add_OnInputs */

const en_claim_item_add_on = /** @type {(inputs: Claim_Item_Add_OnInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Add-on`)
};

const es_claim_item_add_on = /** @type {(inputs: Claim_Item_Add_OnInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cobertura adicional`)
};

/**
* | output |
* | --- |
* | "Add-on" |
*
* @param {Claim_Item_Add_OnInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const claim_item_add_on = /** @type {((inputs?: Claim_Item_Add_OnInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Claim_Item_Add_OnInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_claim_item_add_on(inputs)
	return en_claim_item_add_on(inputs)
});