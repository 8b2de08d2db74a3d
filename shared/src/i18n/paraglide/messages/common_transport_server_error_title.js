import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Common_Transport_Server_Error_TitleInputs */

const en_common_transport_server_error_title = /** @type {(inputs: Common_Transport_Server_Error_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Server Error`)
};

const es_common_transport_server_error_title = /** @type {(inputs: Common_Transport_Server_Error_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Error del servidor`)
};

/**
* | output |
* | --- |
* | "Server Error" |
*
* @param {Common_Transport_Server_Error_TitleInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const common_transport_server_error_title = /** @type {((inputs?: Common_Transport_Server_Error_TitleInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Common_Transport_Server_Error_TitleInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_common_transport_server_error_title(inputs)
	return en_common_transport_server_error_title(inputs)
});