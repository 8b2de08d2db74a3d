import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ day: NonNullable<unknown>, time: NonNullable<unknown> }} Status_Update_BookedInputs */

const en_status_update_booked = /** @type {(inputs: Status_Update_BookedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Your visit is booked for ${i?.day}, ${i?.time}.`)
};

const es_status_update_booked = /** @type {(inputs: Status_Update_BookedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Su visita quedó reservada: ${i?.day}, ${i?.time}`)
};

/**
* | output |
* | --- |
* | "Your visit is booked for {day}, {time}." |
*
* @param {Status_Update_BookedInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const status_update_booked = /** @type {((inputs: Status_Update_BookedInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Status_Update_BookedInputs, { locale?: "en" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_status_update_booked(inputs)
	return en_status_update_booked(inputs)
});