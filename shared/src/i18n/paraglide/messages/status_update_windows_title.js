import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Status_Update_Windows_TitleInputs */

const en_status_update_windows_title = /** @type {(inputs: Status_Update_Windows_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Book an open time`)
};

const es_status_update_windows_title = /** @type {(inputs: Status_Update_Windows_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Reserve un horario disponible`)
};

/**
* | output |
* | --- |
* | "Book an open time" |
*
* @param {Status_Update_Windows_TitleInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const status_update_windows_title = /** @type {((inputs?: Status_Update_Windows_TitleInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Status_Update_Windows_TitleInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_status_update_windows_title(inputs)
	return en_status_update_windows_title(inputs)
});