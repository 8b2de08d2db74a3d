import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Status_Update_BookInputs */

const en_status_update_book = /** @type {(inputs: Status_Update_BookInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Book this time`)
};

const es_status_update_book = /** @type {(inputs: Status_Update_BookInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Reservar este horario`)
};

/**
* | output |
* | --- |
* | "Book this time" |
*
* @param {Status_Update_BookInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const status_update_book = /** @type {((inputs?: Status_Update_BookInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Status_Update_BookInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_status_update_book(inputs)
	return en_status_update_book(inputs)
});