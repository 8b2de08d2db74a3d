import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Status_Update_Schedule_TitleInputs */

const en_status_update_schedule_title = /** @type {(inputs: Status_Update_Schedule_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Schedule the visit`)
};

const es_status_update_schedule_title = /** @type {(inputs: Status_Update_Schedule_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Programe la visita`)
};

/**
* | output |
* | --- |
* | "Schedule the visit" |
*
* @param {Status_Update_Schedule_TitleInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const status_update_schedule_title = /** @type {((inputs?: Status_Update_Schedule_TitleInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Status_Update_Schedule_TitleInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_status_update_schedule_title(inputs)
	return en_status_update_schedule_title(inputs)
});