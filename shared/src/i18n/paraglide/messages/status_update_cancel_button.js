import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Status_Update_Cancel_ButtonInputs */

const en_status_update_cancel_button = /** @type {(inputs: Status_Update_Cancel_ButtonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cancel Work Order`)
};

const es_status_update_cancel_button = /** @type {(inputs: Status_Update_Cancel_ButtonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cancelar la orden de trabajo`)
};

/**
* | output |
* | --- |
* | "Cancel Work Order" |
*
* @param {Status_Update_Cancel_ButtonInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const status_update_cancel_button = /** @type {((inputs?: Status_Update_Cancel_ButtonInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Status_Update_Cancel_ButtonInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_status_update_cancel_button(inputs)
	return en_status_update_cancel_button(inputs)
});