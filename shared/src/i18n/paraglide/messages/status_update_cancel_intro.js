import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Status_Update_Cancel_IntroInputs */

const en_status_update_cancel_intro = /** @type {(inputs: Status_Update_Cancel_IntroInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Is the visit no longer needed? Ask us to cancel this work order.`)
};

const es_status_update_cancel_intro = /** @type {(inputs: Status_Update_Cancel_IntroInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`¿Ya no necesita la visita? Pídanos que cancelemos esta orden de trabajo.`)
};

/**
* | output |
* | --- |
* | "Is the visit no longer needed? Ask us to cancel this work order." |
*
* @param {Status_Update_Cancel_IntroInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const status_update_cancel_intro = /** @type {((inputs?: Status_Update_Cancel_IntroInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Status_Update_Cancel_IntroInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_status_update_cancel_intro(inputs)
	return en_status_update_cancel_intro(inputs)
});