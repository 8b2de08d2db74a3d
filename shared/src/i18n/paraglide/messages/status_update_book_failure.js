import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Status_Update_Book_FailureInputs */

const en_status_update_book_failure = /** @type {(inputs: Status_Update_Book_FailureInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The time could not be booked. Please try again.`)
};

const es_status_update_book_failure = /** @type {(inputs: Status_Update_Book_FailureInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No se pudo reservar ese horario. Inténtelo de nuevo.`)
};

/**
* | output |
* | --- |
* | "The time could not be booked. Please try again." |
*
* @param {Status_Update_Book_FailureInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const status_update_book_failure = /** @type {((inputs?: Status_Update_Book_FailureInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Status_Update_Book_FailureInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_status_update_book_failure(inputs)
	return en_status_update_book_failure(inputs)
});