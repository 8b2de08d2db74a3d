import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Claim_Leave_TitleInputs */

const en_claim_leave_title = /** @type {(inputs: Claim_Leave_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Leave this service request?`)
};

const es_claim_leave_title = /** @type {(inputs: Claim_Leave_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`¿Salir de esta solicitud de servicio?`)
};

/**
* | output |
* | --- |
* | "Leave this service request?" |
*
* @param {Claim_Leave_TitleInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const claim_leave_title = /** @type {((inputs?: Claim_Leave_TitleInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Claim_Leave_TitleInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_claim_leave_title(inputs)
	return en_claim_leave_title(inputs)
});