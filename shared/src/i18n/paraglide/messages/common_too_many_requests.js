import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ wait: NonNullable<unknown> }} Common_Too_Many_RequestsInputs */

const en_common_too_many_requests = /** @type {(inputs: Common_Too_Many_RequestsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`We have received this request many times from you in a short while. Please try again ${i?.wait}.`)
};

const es_common_too_many_requests = /** @type {(inputs: Common_Too_Many_RequestsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Recibimos esta solicitud de usted muchas veces en poco tiempo. Inténtelo de nuevo ${i?.wait}.`)
};

/**
* | output |
* | --- |
* | "We have received this request many times from you in a short while. Please try again {wait}." |
*
* @param {Common_Too_Many_RequestsInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const common_too_many_requests = /** @type {((inputs: Common_Too_Many_RequestsInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Common_Too_Many_RequestsInputs, { locale?: "en" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_common_too_many_requests(inputs)
	return en_common_too_many_requests(inputs)
});