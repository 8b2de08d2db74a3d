import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ email: NonNullable<unknown> }} Common_Newsletter_Confirm_SentInputs */

const en_common_newsletter_confirm_sent = /** @type {(inputs: Common_Newsletter_Confirm_SentInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`We sent a link to ${i?.email}. Open it to confirm your subscription; until then we send you nothing.`)
};

const es_common_newsletter_confirm_sent = /** @type {(inputs: Common_Newsletter_Confirm_SentInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Enviamos un enlace a ${i?.email}. Ábralo para confirmar su suscripción; hasta entonces no le enviaremos nada.`)
};

/**
* | output |
* | --- |
* | "We sent a link to {email}. Open it to confirm your subscription; until then we send you nothing." |
*
* @param {Common_Newsletter_Confirm_SentInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const common_newsletter_confirm_sent = /** @type {((inputs: Common_Newsletter_Confirm_SentInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Common_Newsletter_Confirm_SentInputs, { locale?: "en" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_common_newsletter_confirm_sent(inputs)
	return en_common_newsletter_confirm_sent(inputs)
});