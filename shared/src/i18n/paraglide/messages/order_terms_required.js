import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Order_Terms_RequiredInputs */

const en_order_terms_required = /** @type {(inputs: Order_Terms_RequiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Please agree to the terms and conditions and the sample contract.`)
};

const es_order_terms_required = /** @type {(inputs: Order_Terms_RequiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Acepte los términos y condiciones y el contrato de muestra.`)
};

/**
* | output |
* | --- |
* | "Please agree to the terms and conditions and the sample contract." |
*
* @param {Order_Terms_RequiredInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const order_terms_required = /** @type {((inputs?: Order_Terms_RequiredInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_Terms_RequiredInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_order_terms_required(inputs)
	return en_order_terms_required(inputs)
});