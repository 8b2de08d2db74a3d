import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Status_Update_Cancel_TitleInputs */

const en_status_update_cancel_title = /** @type {(inputs: Status_Update_Cancel_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cancel this work order`)
};

const es_status_update_cancel_title = /** @type {(inputs: Status_Update_Cancel_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cancelar esta orden de trabajo`)
};

/**
* | output |
* | --- |
* | "Cancel this work order" |
*
* @param {Status_Update_Cancel_TitleInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const status_update_cancel_title = /** @type {((inputs?: Status_Update_Cancel_TitleInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Status_Update_Cancel_TitleInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_status_update_cancel_title(inputs)
	return en_status_update_cancel_title(inputs)
});