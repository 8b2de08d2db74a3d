import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Claim_Page_Go_To_AccountInputs */

const en_claim_page_go_to_account = /** @type {(inputs: Claim_Page_Go_To_AccountInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Go to My Account`)
};

const es_claim_page_go_to_account = /** @type {(inputs: Claim_Page_Go_To_AccountInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ir a Mi cuenta`)
};

/**
* | output |
* | --- |
* | "Go to My Account" |
*
* @param {Claim_Page_Go_To_AccountInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const claim_page_go_to_account = /** @type {((inputs?: Claim_Page_Go_To_AccountInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Claim_Page_Go_To_AccountInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_claim_page_go_to_account(inputs)
	return en_claim_page_go_to_account(inputs)
});