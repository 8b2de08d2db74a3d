import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Privacy_Centre_IntroInputs */

const en_privacy_centre_intro = /** @type {(inputs: Privacy_Centre_IntroInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`These choices apply to the cookies and tags on this site in this browser. We collect these categories of personal information:`)
};

const es_privacy_centre_intro = /** @type {(inputs: Privacy_Centre_IntroInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Estas opciones se aplican a las cookies y etiquetas de este sitio en este navegador. Recopilamos estas categorías de información personal:`)
};

/**
* | output |
* | --- |
* | "These choices apply to the cookies and tags on this site in this browser. We collect these categories of personal information:" |
*
* @param {Privacy_Centre_IntroInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const privacy_centre_intro = /** @type {((inputs?: Privacy_Centre_IntroInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Privacy_Centre_IntroInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_privacy_centre_intro(inputs)
	return en_privacy_centre_intro(inputs)
});