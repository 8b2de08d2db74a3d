import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Status_Update_Cancel_ReasonInputs */

const en_status_update_cancel_reason = /** @type {(inputs: Status_Update_Cancel_ReasonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Reason for cancellation`)
};

const es_status_update_cancel_reason = /** @type {(inputs: Status_Update_Cancel_ReasonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Motivo de la cancelación`)
};

/**
* | output |
* | --- |
* | "Reason for cancellation" |
*
* @param {Status_Update_Cancel_ReasonInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const status_update_cancel_reason = /** @type {((inputs?: Status_Update_Cancel_ReasonInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Status_Update_Cancel_ReasonInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_status_update_cancel_reason(inputs)
	return en_status_update_cancel_reason(inputs)
});