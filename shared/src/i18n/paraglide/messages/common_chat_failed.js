import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ phone: NonNullable<unknown> }} Common_Chat_FailedInputs */

const en_common_chat_failed = /** @type {(inputs: Common_Chat_FailedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`We could not send your message. Please try again, or call us at ${i?.phone}.`)
};

const es_common_chat_failed = /** @type {(inputs: Common_Chat_FailedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`No pudimos enviar su mensaje. Inténtelo de nuevo o llámenos al ${i?.phone}.`)
};

/**
* | output |
* | --- |
* | "We could not send your message. Please try again, or call us at {phone}." |
*
* @param {Common_Chat_FailedInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const common_chat_failed = /** @type {((inputs: Common_Chat_FailedInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Common_Chat_FailedInputs, { locale?: "en" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_common_chat_failed(inputs)
	return en_common_chat_failed(inputs)
});