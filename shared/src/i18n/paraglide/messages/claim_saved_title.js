import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Claim_Saved_TitleInputs */

const en_claim_saved_title = /** @type {(inputs: Claim_Saved_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Saved on this device`)
};

const es_claim_saved_title = /** @type {(inputs: Claim_Saved_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Guardada en este dispositivo`)
};

/**
* | output |
* | --- |
* | "Saved on this device" |
*
* @param {Claim_Saved_TitleInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const claim_saved_title = /** @type {((inputs?: Claim_Saved_TitleInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Claim_Saved_TitleInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_claim_saved_title(inputs)
	return en_claim_saved_title(inputs)
});