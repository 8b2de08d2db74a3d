import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Quote_Form_SubmitInputs */

const en_quote_form_submit = /** @type {(inputs: Quote_Form_SubmitInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Get My Free Quote`)
};

const es_quote_form_submit = /** @type {(inputs: Quote_Form_SubmitInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Obtener mi cotización gratis`)
};

/**
* | output |
* | --- |
* | "Get My Free Quote" |
*
* @param {Quote_Form_SubmitInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const quote_form_submit = /** @type {((inputs?: Quote_Form_SubmitInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Quote_Form_SubmitInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_quote_form_submit(inputs)
	return en_quote_form_submit(inputs)
});