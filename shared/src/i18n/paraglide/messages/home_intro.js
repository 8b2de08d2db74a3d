import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Home_IntroInputs */

const en_home_intro = /** @type {(inputs: Home_IntroInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`When your air conditioner quits in July or the water heater floods the garage, one call or a few taps gets a licensed local contractor on the way. Plans start at $35 a month, and you pay a set service fee instead of the repair bill.`)
};

const es_home_intro = /** @type {(inputs: Home_IntroInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Si el aire acondicionado deja de funcionar en julio o el calentador de agua inunda el garaje, con una llamada o unos toques en su teléfono un contratista local con licencia va en camino. Los planes empiezan en $35 al mes, y usted paga una tarifa de servicio fija en lugar de la factura de la reparación.`)
};

/**
* | output |
* | --- |
* | "When your air conditioner quits in July or the water heater floods the garage, one call or a few taps gets a licensed local contractor on the way. Plans star..." |
*
* @param {Home_IntroInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const home_intro = /** @type {((inputs?: Home_IntroInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Home_IntroInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_home_intro(inputs)
	return en_home_intro(inputs)
});