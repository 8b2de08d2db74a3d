import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Common_Chat_Answer_TimeInputs */

const en_common_chat_answer_time = /** @type {(inputs: Common_Chat_Answer_TimeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`We answer within one business day.`)
};

const es_common_chat_answer_time = /** @type {(inputs: Common_Chat_Answer_TimeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Respondemos en un día hábil.`)
};

/**
* | output |
* | --- |
* | "We answer within one business day." |
*
* @param {Common_Chat_Answer_TimeInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const common_chat_answer_time = /** @type {((inputs?: Common_Chat_Answer_TimeInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Common_Chat_Answer_TimeInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_common_chat_answer_time(inputs)
	return en_common_chat_answer_time(inputs)
});