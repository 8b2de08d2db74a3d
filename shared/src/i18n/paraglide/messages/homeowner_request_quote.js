import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Homeowner_Request_QuoteInputs */

const en_homeowner_request_quote = /** @type {(inputs: Homeowner_Request_QuoteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Request Quote`)
};

const es_homeowner_request_quote = /** @type {(inputs: Homeowner_Request_QuoteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pida una cotización`)
};

/**
* | output |
* | --- |
* | "Request Quote" |
*
* @param {Homeowner_Request_QuoteInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const homeowner_request_quote = /** @type {((inputs?: Homeowner_Request_QuoteInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Homeowner_Request_QuoteInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_homeowner_request_quote(inputs)
	return en_homeowner_request_quote(inputs)
});