import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} About_Logo_Services_AllianceInputs */

const en_about_logo_services_alliance = /** @type {(inputs: About_Logo_Services_AllianceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Accredited member of the Mountain West Home Services Alliance`)
};

const es_about_logo_services_alliance = /** @type {(inputs: About_Logo_Services_AllianceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Miembro acreditado de la Mountain West Home Services Alliance`)
};

/**
* | output |
* | --- |
* | "Accredited member of the Mountain West Home Services Alliance" |
*
* @param {About_Logo_Services_AllianceInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const about_logo_services_alliance = /** @type {((inputs?: About_Logo_Services_AllianceInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<About_Logo_Services_AllianceInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_about_logo_services_alliance(inputs)
	return en_about_logo_services_alliance(inputs)
});