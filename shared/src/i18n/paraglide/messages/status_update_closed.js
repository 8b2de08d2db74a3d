import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Status_Update_ClosedInputs */

const en_status_update_closed = /** @type {(inputs: Status_Update_ClosedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This work order is closed and can no longer be changed.`)
};

const es_status_update_closed = /** @type {(inputs: Status_Update_ClosedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Esta orden de trabajo está cerrada y ya no se puede cambiar.`)
};

/**
* | output |
* | --- |
* | "This work order is closed and can no longer be changed." |
*
* @param {Status_Update_ClosedInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const status_update_closed = /** @type {((inputs?: Status_Update_ClosedInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Status_Update_ClosedInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_status_update_closed(inputs)
	return en_status_update_closed(inputs)
});