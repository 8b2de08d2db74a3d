import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Common_Transport_Server_Error_TextInputs */

const en_common_transport_server_error_text = /** @type {(inputs: Common_Transport_Server_Error_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Error communicating with the server. Please try again later.`)
};

const es_common_transport_server_error_text = /** @type {(inputs: Common_Transport_Server_Error_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Error al comunicarse con el servidor. Inténtelo de nuevo más tarde.`)
};

/**
* | output |
* | --- |
* | "Error communicating with the server. Please try again later." |
*
* @param {Common_Transport_Server_Error_TextInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const common_transport_server_error_text = /** @type {((inputs?: Common_Transport_Server_Error_TextInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Common_Transport_Server_Error_TextInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_common_transport_server_error_text(inputs)
	return en_common_transport_server_error_text(inputs)
});