import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Common_Transport_Network_ErrorInputs */

const en_common_transport_network_error = /** @type {(inputs: Common_Transport_Network_ErrorInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Unable to reach the server. Check your connection and try again.`)
};

const es_common_transport_network_error = /** @type {(inputs: Common_Transport_Network_ErrorInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No se puede conectar con el servidor. Revise su conexión e inténtelo de nuevo.`)
};

/**
* | output |
* | --- |
* | "Unable to reach the server. Check your connection and try again." |
*
* @param {Common_Transport_Network_ErrorInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const common_transport_network_error = /** @type {((inputs?: Common_Transport_Network_ErrorInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Common_Transport_Network_ErrorInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_common_transport_network_error(inputs)
	return en_common_transport_network_error(inputs)
});