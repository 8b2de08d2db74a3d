import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Status_Update_BookingInputs */

const en_status_update_booking = /** @type {(inputs: Status_Update_BookingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Booking…`)
};

const es_status_update_booking = /** @type {(inputs: Status_Update_BookingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Reservando…`)
};

/**
* | output |
* | --- |
* | "Booking…" |
*
* @param {Status_Update_BookingInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const status_update_booking = /** @type {((inputs?: Status_Update_BookingInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Status_Update_BookingInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_status_update_booking(inputs)
	return en_status_update_booking(inputs)
});