import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Claim_Leave_YesInputs */

const en_claim_leave_yes = /** @type {(inputs: Claim_Leave_YesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Leave`)
};

const es_claim_leave_yes = /** @type {(inputs: Claim_Leave_YesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Salir`)
};

/**
* | output |
* | --- |
* | "Leave" |
*
* @param {Claim_Leave_YesInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const claim_leave_yes = /** @type {((inputs?: Claim_Leave_YesInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Claim_Leave_YesInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_claim_leave_yes(inputs)
	return en_claim_leave_yes(inputs)
});