import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Status_Update_OfflineInputs */

const en_status_update_offline = /** @type {(inputs: Status_Update_OfflineInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`You are offline. Submitting needs a connection.`)
};

const es_status_update_offline = /** @type {(inputs: Status_Update_OfflineInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No tiene conexión. Para enviar se necesita conexión.`)
};

/**
* | output |
* | --- |
* | "You are offline. Submitting needs a connection." |
*
* @param {Status_Update_OfflineInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const status_update_offline = /** @type {((inputs?: Status_Update_OfflineInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Status_Update_OfflineInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_status_update_offline(inputs)
	return en_status_update_offline(inputs)
});