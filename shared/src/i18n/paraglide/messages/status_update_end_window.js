import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Status_Update_End_WindowInputs */

const en_status_update_end_window = /** @type {(inputs: Status_Update_End_WindowInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`End window`)
};

const es_status_update_end_window = /** @type {(inputs: Status_Update_End_WindowInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Hora de fin`)
};

/**
* | output |
* | --- |
* | "End window" |
*
* @param {Status_Update_End_WindowInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const status_update_end_window = /** @type {((inputs?: Status_Update_End_WindowInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Status_Update_End_WindowInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_status_update_end_window(inputs)
	return en_status_update_end_window(inputs)
});