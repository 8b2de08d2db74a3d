import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Reviews_Real_Estate_IntroInputs */

const en_reviews_real_estate_intro = /** @type {(inputs: Reviews_Real_Estate_IntroInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Agents, brokers and escrow officers order with us because coverage starts on time, closings stay on schedule and their clients call back happy.`)
};

const es_reviews_real_estate_intro = /** @type {(inputs: Reviews_Real_Estate_IntroInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Agentes, corredores y oficiales de escrow ordenan con nosotros porque la cobertura empieza a tiempo, los cierres se cumplen según lo previsto y sus clientes vuelven contentos.`)
};

/**
* | output |
* | --- |
* | "Agents, brokers and escrow officers order with us because coverage starts on time, closings stay on schedule and their clients call back happy." |
*
* @param {Reviews_Real_Estate_IntroInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const reviews_real_estate_intro = /** @type {((inputs?: Reviews_Real_Estate_IntroInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Reviews_Real_Estate_IntroInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_reviews_real_estate_intro(inputs)
	return en_reviews_real_estate_intro(inputs)
});