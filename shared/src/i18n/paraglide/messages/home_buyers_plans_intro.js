import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Home_Buyers_Plans_IntroInputs */

const en_home_buyers_plans_intro = /** @type {(inputs: Home_Buyers_Plans_IntroInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Compare our plans for home buyers and sellers, priced for the year of coverage that starts at closing. Listing coverage is available while the home is on the market. Pick a plan to start your order with it.`)
};

const es_home_buyers_plans_intro = /** @type {(inputs: Home_Buyers_Plans_IntroInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Compare nuestros planes para compradores y vendedores de vivienda, con precio por el año de cobertura que empieza al cierre. La cobertura para vendedores está disponible mientras la casa está a la venta. Elija un plan para empezar su orden con él.`)
};

/**
* | output |
* | --- |
* | "Compare our plans for home buyers and sellers, priced for the year of coverage that starts at closing. Listing coverage is available while the home is on the..." |
*
* @param {Home_Buyers_Plans_IntroInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const home_buyers_plans_intro = /** @type {((inputs?: Home_Buyers_Plans_IntroInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Home_Buyers_Plans_IntroInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_home_buyers_plans_intro(inputs)
	return en_home_buyers_plans_intro(inputs)
});