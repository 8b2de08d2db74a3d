import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Status_Update_Load_FailedInputs */

const en_status_update_load_failed = /** @type {(inputs: Status_Update_Load_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`We could not load this work order. Please check your connection and try again.`)
};

const es_status_update_load_failed = /** @type {(inputs: Status_Update_Load_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No pudimos cargar esta orden de trabajo. Revise su conexión e inténtelo de nuevo.`)
};

/**
* | output |
* | --- |
* | "We could not load this work order. Please check your connection and try again." |
*
* @param {Status_Update_Load_FailedInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const status_update_load_failed = /** @type {((inputs?: Status_Update_Load_FailedInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Status_Update_Load_FailedInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_status_update_load_failed(inputs)
	return en_status_update_load_failed(inputs)
});