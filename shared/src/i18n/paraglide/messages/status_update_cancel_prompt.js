import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ workOrderId: NonNullable<unknown> }} Status_Update_Cancel_PromptInputs */

const en_status_update_cancel_prompt = /** @type {(inputs: Status_Update_Cancel_PromptInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Tell us why work order ${i?.workOrderId} should be cancelled.`)
};

const es_status_update_cancel_prompt = /** @type {(inputs: Status_Update_Cancel_PromptInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Díganos por qué se debe cancelar la orden de trabajo ${i?.workOrderId}.`)
};

/**
* | output |
* | --- |
* | "Tell us why work order {workOrderId} should be cancelled." |
*
* @param {Status_Update_Cancel_PromptInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const status_update_cancel_prompt = /** @type {((inputs: Status_Update_Cancel_PromptInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Status_Update_Cancel_PromptInputs, { locale?: "en" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_status_update_cancel_prompt(inputs)
	return en_status_update_cancel_prompt(inputs)
});