import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ service: NonNullable<unknown> }} Video_Support_IntroInputs */

const en_video_support_intro = /** @type {(inputs: Video_Support_IntroInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.service} lets your technicians see a homeowner's problem over live video before they roll a truck. Tell us about your company and we will set your team up.`)
};

const es_video_support_intro = /** @type {(inputs: Video_Support_IntroInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.service} permite que sus técnicos vean el problema del propietario por video en vivo antes de enviar un camión. Cuéntenos sobre su empresa y configuraremos a su equipo.`)
};

/**
* | output |
* | --- |
* | "{service} lets your technicians see a homeowner's problem over live video before they roll a truck. Tell us about your company and we will set your team up." |
*
* @param {Video_Support_IntroInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const video_support_intro = /** @type {((inputs: Video_Support_IntroInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Video_Support_IntroInputs, { locale?: "en" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_video_support_intro(inputs)
	return en_video_support_intro(inputs)
});