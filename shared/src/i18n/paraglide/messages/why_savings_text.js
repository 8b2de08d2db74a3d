import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Why_Savings_TextInputs */

const en_why_savings_text = /** @type {(inputs: Why_Savings_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Members save an average of $200 on every approved repair. You pay the service fee you picked, not the bill.`)
};

const es_why_savings_text = /** @type {(inputs: Why_Savings_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nuestros clientes ahorran en promedio $200 en cada reparación aprobada. Usted paga la tarifa de servicio que eligió, no la cuenta.`)
};

/**
* | output |
* | --- |
* | "Members save an average of $200 on every approved repair. You pay the service fee you picked, not the bill." |
*
* @param {Why_Savings_TextInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const why_savings_text = /** @type {((inputs?: Why_Savings_TextInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Why_Savings_TextInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_why_savings_text(inputs)
	return en_why_savings_text(inputs)
});