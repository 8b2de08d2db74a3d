import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Status_Update_Choose_AllInputs */

const en_status_update_choose_all = /** @type {(inputs: Status_Update_Choose_AllInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Choose a date, a start window and an end window to submit.`)
};

const es_status_update_choose_all = /** @type {(inputs: Status_Update_Choose_AllInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Elija una fecha, una hora de inicio y una hora de fin para enviar.`)
};

/**
* | output |
* | --- |
* | "Choose a date, a start window and an end window to submit." |
*
* @param {Status_Update_Choose_AllInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const status_update_choose_all = /** @type {((inputs?: Status_Update_Choose_AllInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Status_Update_Choose_AllInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_status_update_choose_all(inputs)
	return en_status_update_choose_all(inputs)
});