import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Benefits_Clients_TextInputs */

const en_benefits_clients_text = /** @type {(inputs: Benefits_Clients_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`When the water heater fails in the first year, your buyers call us, and thank you for the coverage.`)
};

const es_benefits_clients_text = /** @type {(inputs: Benefits_Clients_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cuando el calentador de agua falla en el primer año, sus compradores nos llaman a nosotros y le agradecen a usted la cobertura.`)
};

/**
* | output |
* | --- |
* | "When the water heater fails in the first year, your buyers call us, and thank you for the coverage." |
*
* @param {Benefits_Clients_TextInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const benefits_clients_text = /** @type {((inputs?: Benefits_Clients_TextInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Benefits_Clients_TextInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_benefits_clients_text(inputs)
	return en_benefits_clients_text(inputs)
});