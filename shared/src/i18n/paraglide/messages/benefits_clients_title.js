import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Benefits_Clients_TitleInputs */

const en_benefits_clients_title = /** @type {(inputs: Benefits_Clients_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Clients who remember you`)
};

const es_benefits_clients_title = /** @type {(inputs: Benefits_Clients_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Clientes que lo recuerdan`)
};

/**
* | output |
* | --- |
* | "Clients who remember you" |
*
* @param {Benefits_Clients_TitleInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const benefits_clients_title = /** @type {((inputs?: Benefits_Clients_TitleInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Benefits_Clients_TitleInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_benefits_clients_title(inputs)
	return en_benefits_clients_title(inputs)
});