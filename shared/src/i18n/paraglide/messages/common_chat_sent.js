import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Common_Chat_SentInputs */

const en_common_chat_sent = /** @type {(inputs: Common_Chat_SentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Thank you, your message is on its way to customer care.`)
};

const es_common_chat_sent = /** @type {(inputs: Common_Chat_SentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Gracias, su mensaje va en camino a atención al cliente.`)
};

/**
* | output |
* | --- |
* | "Thank you, your message is on its way to customer care." |
*
* @param {Common_Chat_SentInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const common_chat_sent = /** @type {((inputs?: Common_Chat_SentInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Common_Chat_SentInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_common_chat_sent(inputs)
	return en_common_chat_sent(inputs)
});