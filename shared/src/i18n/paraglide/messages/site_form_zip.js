import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Site_Form_ZipInputs */

const en_site_form_zip = /** @type {(inputs: Site_Form_ZipInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Zip code`)
};

const es_site_form_zip = /** @type {(inputs: Site_Form_ZipInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Código postal`)
};

/**
* | output |
* | --- |
* | "Zip code" |
*
* @param {Site_Form_ZipInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const site_form_zip = /** @type {((inputs?: Site_Form_ZipInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Site_Form_ZipInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_site_form_zip(inputs)
	return en_site_form_zip(inputs)
});