import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Status_Update_IntroInputs */

const en_status_update_intro = /** @type {(inputs: Status_Update_IntroInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Choose the day of the visit and its time window, then submit. The work order is then marked as scheduled.`)
};

const es_status_update_intro = /** @type {(inputs: Status_Update_IntroInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Elija el día de la visita y su horario, y luego envíe. La orden de trabajo quedará marcada como programada.`)
};

/**
* | output |
* | --- |
* | "Choose the day of the visit and its time window, then submit. The work order is then marked as scheduled." |
*
* @param {Status_Update_IntroInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const status_update_intro = /** @type {((inputs?: Status_Update_IntroInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Status_Update_IntroInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_status_update_intro(inputs)
	return en_status_update_intro(inputs)
});