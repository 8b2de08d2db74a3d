import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Homeowner_Plans_IntroInputs */

const en_homeowner_plans_intro = /** @type {(inputs: Homeowner_Plans_IntroInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Three plans, from the home systems you use every day to full coverage of your kitchen and laundry appliances. Add pool, well, septic and more when you order. Pick a plan to start your order with it.`)
};

const es_homeowner_plans_intro = /** @type {(inputs: Homeowner_Plans_IntroInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tres planes, desde los sistemas de la casa que usa todos los días hasta la cobertura completa de los electrodomésticos de su cocina y lavandería. Agregue piscina, pozo, sistema séptico y más al ordenar. Elija un plan para empezar su orden con él.`)
};

/**
* | output |
* | --- |
* | "Three plans, from the home systems you use every day to full coverage of your kitchen and laundry appliances. Add pool, well, septic and more when you order...." |
*
* @param {Homeowner_Plans_IntroInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const homeowner_plans_intro = /** @type {((inputs?: Homeowner_Plans_IntroInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Homeowner_Plans_IntroInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_homeowner_plans_intro(inputs)
	return en_homeowner_plans_intro(inputs)
});