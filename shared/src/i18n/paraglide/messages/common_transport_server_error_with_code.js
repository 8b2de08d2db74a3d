import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ status: NonNullable<unknown> }} Common_Transport_Server_Error_With_CodeInputs */

const en_common_transport_server_error_with_code = /** @type {(inputs: Common_Transport_Server_Error_With_CodeInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Server Error. Response Code ${i?.status}`)
};

const es_common_transport_server_error_with_code = /** @type {(inputs: Common_Transport_Server_Error_With_CodeInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Error del servidor. Código de respuesta ${i?.status}`)
};

/**
* | output |
* | --- |
* | "Server Error. Response Code {status}" |
*
* @param {Common_Transport_Server_Error_With_CodeInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const common_transport_server_error_with_code = /** @type {((inputs: Common_Transport_Server_Error_With_CodeInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Common_Transport_Server_Error_With_CodeInputs, { locale?: "en" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_common_transport_server_error_with_code(inputs)
	return en_common_transport_server_error_with_code(inputs)
});