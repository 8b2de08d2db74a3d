import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} State_Notice_Form_ReceivedInputs */

const en_state_notice_form_received = /** @type {(inputs: State_Notice_Form_ReceivedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Thank you. We received your request and e-mailed you a confirmation. We will verify your identity and respond within 45 days.`)
};

const es_state_notice_form_received = /** @type {(inputs: State_Notice_Form_ReceivedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Gracias. Recibimos su solicitud y le enviamos una confirmación por correo electrónico. Verificaremos su identidad y le responderemos dentro de 45 días.`)
};

/**
* | output |
* | --- |
* | "Thank you. We received your request and e-mailed you a confirmation. We will verify your identity and respond within 45 days." |
*
* @param {State_Notice_Form_ReceivedInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const state_notice_form_received = /** @type {((inputs?: State_Notice_Form_ReceivedInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<State_Notice_Form_ReceivedInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_state_notice_form_received(inputs)
	return en_state_notice_form_received(inputs)
});