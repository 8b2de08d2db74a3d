import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Status_Update_LoadingInputs */

const en_status_update_loading = /** @type {(inputs: Status_Update_LoadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Loading the work order…`)
};

const es_status_update_loading = /** @type {(inputs: Status_Update_LoadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cargando la orden de trabajo…`)
};

/**
* | output |
* | --- |
* | "Loading the work order…" |
*
* @param {Status_Update_LoadingInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const status_update_loading = /** @type {((inputs?: Status_Update_LoadingInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Status_Update_LoadingInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_status_update_loading(inputs)
	return en_status_update_loading(inputs)
});