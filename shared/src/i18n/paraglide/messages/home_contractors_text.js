import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Home_Contractors_TextInputs */

const en_home_contractors_text = /** @type {(inputs: Home_Contractors_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Plumbing, electrical, HVAC and appliance pros: fill your schedule with warranty customers near you. We send the work, supply major parts and pay your labor, so you can spend your day on repairs instead of sales.`)
};

const es_home_contractors_text = /** @type {(inputs: Home_Contractors_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Profesionales de plomería, electricidad, climatización y electrodomésticos: llene su agenda con clientes de garantía cerca de usted. Nosotros enviamos el trabajo, suministramos las piezas principales y pagamos su mano de obra, para que dedique su día a reparar y no a vender.`)
};

/**
* | output |
* | --- |
* | "Plumbing, electrical, HVAC and appliance pros: fill your schedule with warranty customers near you. We send the work, supply major parts and pay your labor, ..." |
*
* @param {Home_Contractors_TextInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const home_contractors_text = /** @type {((inputs?: Home_Contractors_TextInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Home_Contractors_TextInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_home_contractors_text(inputs)
	return en_home_contractors_text(inputs)
});