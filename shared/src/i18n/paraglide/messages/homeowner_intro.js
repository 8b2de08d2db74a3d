import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ brand: NonNullable<unknown> }} Homeowner_IntroInputs */

const en_homeowner_intro = /** @type {(inputs: Homeowner_IntroInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Appliances and home systems wear out on their own schedule. A ${i?.brand} plan covers the repair or replacement of what breaks from normal wear and tear, for a set service fee, with a licensed local contractor assigned within 24 hours.`)
};

const es_homeowner_intro = /** @type {(inputs: Homeowner_IntroInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Los electrodomésticos y los sistemas de la casa se desgastan a su propio ritmo. Un plan de ${i?.brand} cubre la reparación o el reemplazo de lo que se descompone por el desgaste normal, por una tarifa de servicio fija, con un contratista local con licencia asignado en menos de 24 horas.`)
};

/**
* | output |
* | --- |
* | "Appliances and home systems wear out on their own schedule. A {brand} plan covers the repair or replacement of what breaks from normal wear and tear, for a s..." |
*
* @param {Homeowner_IntroInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const homeowner_intro = /** @type {((inputs: Homeowner_IntroInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Homeowner_IntroInputs, { locale?: "en" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_homeowner_intro(inputs)
	return en_homeowner_intro(inputs)
});