import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ day: NonNullable<unknown>, time: NonNullable<unknown> }} Status_Update_Booked_NowInputs */

const en_status_update_booked_now = /** @type {(inputs: Status_Update_Booked_NowInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Booked now: ${i?.day}, ${i?.time}`)
};

const es_status_update_booked_now = /** @type {(inputs: Status_Update_Booked_NowInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Horario reservado: ${i?.day}, ${i?.time}`)
};

/**
* | output |
* | --- |
* | "Booked now: {day}, {time}" |
*
* @param {Status_Update_Booked_NowInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const status_update_booked_now = /** @type {((inputs: Status_Update_Booked_NowInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Status_Update_Booked_NowInputs, { locale?: "en" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_status_update_booked_now(inputs)
	return en_status_update_booked_now(inputs)
});