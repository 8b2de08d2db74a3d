import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ phone: NonNullable<unknown> }} Claim_Not_AuthorizedInputs */

const en_claim_not_authorized = /** @type {(inputs: Claim_Not_AuthorizedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`This plan cannot take a service request right now. Please call us at ${i?.phone} and we will help.`)
};

const es_claim_not_authorized = /** @type {(inputs: Claim_Not_AuthorizedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Este plan no puede recibir una solicitud de servicio en este momento. Llámenos al ${i?.phone} y le ayudaremos.`)
};

/**
* | output |
* | --- |
* | "This plan cannot take a service request right now. Please call us at {phone} and we will help." |
*
* @param {Claim_Not_AuthorizedInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const claim_not_authorized = /** @type {((inputs: Claim_Not_AuthorizedInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Claim_Not_AuthorizedInputs, { locale?: "en" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_claim_not_authorized(inputs)
	return en_claim_not_authorized(inputs)
});