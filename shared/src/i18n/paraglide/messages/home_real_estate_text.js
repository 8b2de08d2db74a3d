import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Home_Real_Estate_TextInputs */

const en_home_real_estate_text = /** @type {(inputs: Home_Real_Estate_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`A home warranty helps listings stand out and gives buyers a soft landing in their first year. Agents, brokers and escrow officers order in minutes with our quick order form, and coverage can start while the home is still listed.`)
};

const es_home_real_estate_text = /** @type {(inputs: Home_Real_Estate_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Una garantía para el hogar ayuda a que una propiedad destaque y da tranquilidad a los compradores en su primer año. Agentes, corredores y oficiales de depósito en garantía ordenan en minutos con nuestro formulario rápido, y la cobertura puede empezar mientras la casa sigue en venta.`)
};

/**
* | output |
* | --- |
* | "A home warranty helps listings stand out and gives buyers a soft landing in their first year. Agents, brokers and escrow officers order in minutes with our q..." |
*
* @param {Home_Real_Estate_TextInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const home_real_estate_text = /** @type {((inputs?: Home_Real_Estate_TextInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Home_Real_Estate_TextInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_home_real_estate_text(inputs)
	return en_home_real_estate_text(inputs)
});