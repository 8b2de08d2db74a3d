import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Claim_Note_TitleInputs */

const en_claim_note_title = /** @type {(inputs: Claim_Note_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Please note`)
};

const es_claim_note_title = /** @type {(inputs: Claim_Note_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tenga en cuenta`)
};

/**
* | output |
* | --- |
* | "Please note" |
*
* @param {Claim_Note_TitleInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const claim_note_title = /** @type {((inputs?: Claim_Note_TitleInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Claim_Note_TitleInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_claim_note_title(inputs)
	return en_claim_note_title(inputs)
});