import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Home_Step3_TextInputs */

const en_home_step3_text = /** @type {(inputs: Home_Step3_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Covered items are repaired or replaced. You pay the service call fee you chose, not the repair bill.`)
};

const es_home_step3_text = /** @type {(inputs: Home_Step3_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Los artículos cubiertos se reparan o se reemplazan. Usted paga la tarifa de visita de servicio que eligió, no la factura de la reparación.`)
};

/**
* | output |
* | --- |
* | "Covered items are repaired or replaced. You pay the service call fee you chose, not the repair bill." |
*
* @param {Home_Step3_TextInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const home_step3_text = /** @type {((inputs?: Home_Step3_TextInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Home_Step3_TextInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_home_step3_text(inputs)
	return en_home_step3_text(inputs)
});