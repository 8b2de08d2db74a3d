import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Homeowner_Subnav_LabelInputs */

const en_homeowner_subnav_label = /** @type {(inputs: Homeowner_Subnav_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Homeowner page sections`)
};

const es_homeowner_subnav_label = /** @type {(inputs: Homeowner_Subnav_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Secciones de la página para propietarios`)
};

/**
* | output |
* | --- |
* | "Homeowner page sections" |
*
* @param {Homeowner_Subnav_LabelInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const homeowner_subnav_label = /** @type {((inputs?: Homeowner_Subnav_LabelInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Homeowner_Subnav_LabelInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_homeowner_subnav_label(inputs)
	return en_homeowner_subnav_label(inputs)
});