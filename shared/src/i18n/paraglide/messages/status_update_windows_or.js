import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Status_Update_Windows_OrInputs */

const en_status_update_windows_or = /** @type {(inputs: Status_Update_Windows_OrInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Or choose a day and hours yourself below.`)
};

const es_status_update_windows_or = /** @type {(inputs: Status_Update_Windows_OrInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`O elija usted mismo un día y un horario abajo.`)
};

/**
* | output |
* | --- |
* | "Or choose a day and hours yourself below." |
*
* @param {Status_Update_Windows_OrInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const status_update_windows_or = /** @type {((inputs?: Status_Update_Windows_OrInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Status_Update_Windows_OrInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_status_update_windows_or(inputs)
	return en_status_update_windows_or(inputs)
});