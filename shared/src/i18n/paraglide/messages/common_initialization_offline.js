import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Common_Initialization_OfflineInputs */

const en_common_initialization_offline = /** @type {(inputs: Common_Initialization_OfflineInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`You are offline. The app shows what was saved on this device.`)
};

const es_common_initialization_offline = /** @type {(inputs: Common_Initialization_OfflineInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No tiene conexión. La app muestra lo que se guardó en este dispositivo.`)
};

/**
* | output |
* | --- |
* | "You are offline. The app shows what was saved on this device." |
*
* @param {Common_Initialization_OfflineInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const common_initialization_offline = /** @type {((inputs?: Common_Initialization_OfflineInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Common_Initialization_OfflineInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_common_initialization_offline(inputs)
	return en_common_initialization_offline(inputs)
});