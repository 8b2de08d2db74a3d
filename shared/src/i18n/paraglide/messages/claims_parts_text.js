import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Claims_Parts_TextInputs */

const en_claims_parts_text = /** @type {(inputs: Claims_Parts_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`parts covered; over 5,000 replaced last year`)
};

const es_claims_parts_text = /** @type {(inputs: Claims_Parts_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`piezas cubiertas; más de 5,000 reemplazadas el año pasado`)
};

/**
* | output |
* | --- |
* | "parts covered; over 5,000 replaced last year" |
*
* @param {Claims_Parts_TextInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const claims_parts_text = /** @type {((inputs?: Claims_Parts_TextInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Claims_Parts_TextInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_claims_parts_text(inputs)
	return en_claims_parts_text(inputs)
});