import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Claim_Save_For_LaterInputs */

const en_claim_save_for_later = /** @type {(inputs: Claim_Save_For_LaterInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Save and send when online`)
};

const es_claim_save_for_later = /** @type {(inputs: Claim_Save_For_LaterInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Guardar y enviar cuando haya conexión`)
};

/**
* | output |
* | --- |
* | "Save and send when online" |
*
* @param {Claim_Save_For_LaterInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const claim_save_for_later = /** @type {((inputs?: Claim_Save_For_LaterInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Claim_Save_For_LaterInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_claim_save_for_later(inputs)
	return en_claim_save_for_later(inputs)
});