import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Status_Update_Date_RangeInputs */

const en_status_update_date_range = /** @type {(inputs: Status_Update_Date_RangeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Please choose a date from today to six months ahead.`)
};

const es_status_update_date_range = /** @type {(inputs: Status_Update_Date_RangeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Elija una fecha desde hoy hasta seis meses después.`)
};

/**
* | output |
* | --- |
* | "Please choose a date from today to six months ahead." |
*
* @param {Status_Update_Date_RangeInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const status_update_date_range = /** @type {((inputs?: Status_Update_Date_RangeInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Status_Update_Date_RangeInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_status_update_date_range(inputs)
	return en_status_update_date_range(inputs)
});