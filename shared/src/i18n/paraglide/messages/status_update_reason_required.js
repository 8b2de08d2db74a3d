import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Status_Update_Reason_RequiredInputs */

const en_status_update_reason_required = /** @type {(inputs: Status_Update_Reason_RequiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Enter a reason to submit.`)
};

const es_status_update_reason_required = /** @type {(inputs: Status_Update_Reason_RequiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Escriba un motivo para enviar.`)
};

/**
* | output |
* | --- |
* | "Enter a reason to submit." |
*
* @param {Status_Update_Reason_RequiredInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const status_update_reason_required = /** @type {((inputs?: Status_Update_Reason_RequiredInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Status_Update_Reason_RequiredInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_status_update_reason_required(inputs)
	return en_status_update_reason_required(inputs)
});