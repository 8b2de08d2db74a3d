import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Privacy_Centre_Advertising_DescriptionInputs */

const en_privacy_centre_advertising_description = /** @type {(inputs: Privacy_Centre_Advertising_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Let advertising partners use identifiers and internet activity from this site to show you ads for our plans on other sites. Turn this off to opt out of the sale or sharing of your personal information.`)
};

const es_privacy_centre_advertising_description = /** @type {(inputs: Privacy_Centre_Advertising_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Permiten que nuestros socios de publicidad usen identificadores y la actividad en internet de este sitio para mostrarle anuncios de nuestros planes en otros sitios. Desactívelo para excluirse de la venta o el intercambio de su información personal.`)
};

/**
* | output |
* | --- |
* | "Let advertising partners use identifiers and internet activity from this site to show you ads for our plans on other sites. Turn this off to opt out of the s..." |
*
* @param {Privacy_Centre_Advertising_DescriptionInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const privacy_centre_advertising_description = /** @type {((inputs?: Privacy_Centre_Advertising_DescriptionInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Privacy_Centre_Advertising_DescriptionInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_privacy_centre_advertising_description(inputs)
	return en_privacy_centre_advertising_description(inputs)
});