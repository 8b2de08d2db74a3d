import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Home_Buyers_IntroInputs */

const en_home_buyers_intro = /** @type {(inputs: Home_Buyers_IntroInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Give your buyers a first year without surprise repair bills and your sellers peace of mind while the home is listed. Order in minutes, pay at closing, and count on a local representative who knows your market.`)
};

const es_home_buyers_intro = /** @type {(inputs: Home_Buyers_IntroInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Dé a sus compradores un primer año sin facturas de reparación inesperadas y a sus vendedores tranquilidad mientras la casa está a la venta. Ordene en minutos, pague al cierre y cuente con un representante local que conoce su mercado.`)
};

/**
* | output |
* | --- |
* | "Give your buyers a first year without surprise repair bills and your sellers peace of mind while the home is listed. Order in minutes, pay at closing, and co..." |
*
* @param {Home_Buyers_IntroInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const home_buyers_intro = /** @type {((inputs?: Home_Buyers_IntroInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Home_Buyers_IntroInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_home_buyers_intro(inputs)
	return en_home_buyers_intro(inputs)
});