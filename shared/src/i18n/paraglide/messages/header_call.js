import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ phone: NonNullable<unknown> }} Header_CallInputs */

const en_header_call = /** @type {(inputs: Header_CallInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Call ${i?.phone}`)
};

const es_header_call = /** @type {(inputs: Header_CallInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Llamar al ${i?.phone}`)
};

/**
* | output |
* | --- |
* | "Call {phone}" |
*
* @param {Header_CallInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const header_call = /** @type {((inputs: Header_CallInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Header_CallInputs, { locale?: "en" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_header_call(inputs)
	return en_header_call(inputs)
});