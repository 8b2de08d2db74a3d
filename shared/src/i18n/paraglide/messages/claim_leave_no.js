import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Claim_Leave_NoInputs */

const en_claim_leave_no = /** @type {(inputs: Claim_Leave_NoInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Stay`)
};

const es_claim_leave_no = /** @type {(inputs: Claim_Leave_NoInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Quedarme`)
};

/**
* | output |
* | --- |
* | "Stay" |
*
* @param {Claim_Leave_NoInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const claim_leave_no = /** @type {((inputs?: Claim_Leave_NoInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Claim_Leave_NoInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_claim_leave_no(inputs)
	return en_claim_leave_no(inputs)
});