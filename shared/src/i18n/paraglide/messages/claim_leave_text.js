import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Claim_Leave_TextInputs */

const en_claim_leave_text = /** @type {(inputs: Claim_Leave_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your request has not been sent, and your answers will not be kept.`)
};

const es_claim_leave_text = /** @type {(inputs: Claim_Leave_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Su solicitud no se ha enviado y sus respuestas no se guardarán.`)
};

/**
* | output |
* | --- |
* | "Your request has not been sent, and your answers will not be kept." |
*
* @param {Claim_Leave_TextInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const claim_leave_text = /** @type {((inputs?: Claim_Leave_TextInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Claim_Leave_TextInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_claim_leave_text(inputs)
	return en_claim_leave_text(inputs)
});