import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Status_Update_Date_HintInputs */

const en_status_update_date_hint = /** @type {(inputs: Status_Update_Date_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`From today up to six months ahead.`)
};

const es_status_update_date_hint = /** @type {(inputs: Status_Update_Date_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Desde hoy hasta seis meses después.`)
};

/**
* | output |
* | --- |
* | "From today up to six months ahead." |
*
* @param {Status_Update_Date_HintInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const status_update_date_hint = /** @type {((inputs?: Status_Update_Date_HintInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Status_Update_Date_HintInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_status_update_date_hint(inputs)
	return en_status_update_date_hint(inputs)
});