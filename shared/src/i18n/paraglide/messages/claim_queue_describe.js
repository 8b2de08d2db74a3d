import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Claim_Queue_DescribeInputs */

const en_claim_queue_describe = /** @type {(inputs: Claim_Queue_DescribeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Send a service request`)
};

const es_claim_queue_describe = /** @type {(inputs: Claim_Queue_DescribeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Enviar una solicitud de servicio`)
};

/**
* | output |
* | --- |
* | "Send a service request" |
*
* @param {Claim_Queue_DescribeInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const claim_queue_describe = /** @type {((inputs?: Claim_Queue_DescribeInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Claim_Queue_DescribeInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_claim_queue_describe(inputs)
	return en_claim_queue_describe(inputs)
});