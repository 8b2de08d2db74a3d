import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ email: NonNullable<unknown> }} Common_Newsletter_SuccessInputs */

const en_common_newsletter_success = /** @type {(inputs: Common_Newsletter_SuccessInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.email} is now signed up for the newsletter!`)
};

const es_common_newsletter_success = /** @type {(inputs: Common_Newsletter_SuccessInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`¡${i?.email} ya está suscrito al boletín!`)
};

/**
* | output |
* | --- |
* | "{email} is now signed up for the newsletter!" |
*
* @param {Common_Newsletter_SuccessInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const common_newsletter_success = /** @type {((inputs: Common_Newsletter_SuccessInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Common_Newsletter_SuccessInputs, { locale?: "en" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_common_newsletter_success(inputs)
	return en_common_newsletter_success(inputs)
});