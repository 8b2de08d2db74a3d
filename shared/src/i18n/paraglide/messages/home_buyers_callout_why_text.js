import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Home_Buyers_Callout_Why_TextInputs */

const en_home_buyers_callout_why_text = /** @type {(inputs: Home_Buyers_Callout_Why_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Hear from agents and escrow officers who order with us every week.`)
};

const es_home_buyers_callout_why_text = /** @type {(inputs: Home_Buyers_Callout_Why_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Escuche a agentes y oficiales de escrow que ordenan con nosotros cada semana.`)
};

/**
* | output |
* | --- |
* | "Hear from agents and escrow officers who order with us every week." |
*
* @param {Home_Buyers_Callout_Why_TextInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const home_buyers_callout_why_text = /** @type {((inputs?: Home_Buyers_Callout_Why_TextInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Home_Buyers_Callout_Why_TextInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_home_buyers_callout_why_text(inputs)
	return en_home_buyers_callout_why_text(inputs)
});