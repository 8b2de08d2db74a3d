import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Reps_IntroInputs */

const en_reps_intro = /** @type {(inputs: Reps_IntroInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Our representatives live and work in the markets they serve. They visit offices, run lunch-and-learns, drop off brochures and help with any order. Pick your state to find yours.`)
};

const es_reps_intro = /** @type {(inputs: Reps_IntroInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nuestros representantes viven y trabajan en los mercados que atienden. Visitan oficinas, organizan almuerzos de capacitación, entregan folletos y ayudan con cualquier orden. Elija su estado para encontrar al suyo.`)
};

/**
* | output |
* | --- |
* | "Our representatives live and work in the markets they serve. They visit offices, run lunch-and-learns, drop off brochures and help with any order. Pick your ..." |
*
* @param {Reps_IntroInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const reps_intro = /** @type {((inputs?: Reps_IntroInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Reps_IntroInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_reps_intro(inputs)
	return en_reps_intro(inputs)
});