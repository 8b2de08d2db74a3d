import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Status_Update_Start_WindowInputs */

const en_status_update_start_window = /** @type {(inputs: Status_Update_Start_WindowInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Start window`)
};

const es_status_update_start_window = /** @type {(inputs: Status_Update_Start_WindowInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Hora de inicio`)
};

/**
* | output |
* | --- |
* | "Start window" |
*
* @param {Status_Update_Start_WindowInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const status_update_start_window = /** @type {((inputs?: Status_Update_Start_WindowInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Status_Update_Start_WindowInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_status_update_start_window(inputs)
	return en_status_update_start_window(inputs)
});