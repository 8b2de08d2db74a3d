import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Request_RepairInputs */

const en_request_repair = /** @type {(inputs: Request_RepairInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Request Repair`)
};

const es_request_repair = /** @type {(inputs: Request_RepairInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Solicitar reparación`)
};

/**
* | output |
* | --- |
* | "Request Repair" |
*
* @param {Request_RepairInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const request_repair = /** @type {((inputs?: Request_RepairInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Request_RepairInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_request_repair(inputs)
	return en_request_repair(inputs)
});