import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Legal_Privacy_DescriptionInputs */

const en_legal_privacy_description = /** @type {(inputs: Legal_Privacy_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`What personal information we collect, why, who we share it with, how long we keep it and the choices and rights you have.`)
};

const es_legal_privacy_description = /** @type {(inputs: Legal_Privacy_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Qué información personal recopilamos, por qué, con quién la compartimos, cuánto tiempo la conservamos y qué opciones y derechos tiene usted.`)
};

/**
* | output |
* | --- |
* | "What personal information we collect, why, who we share it with, how long we keep it and the choices and rights you have." |
*
* @param {Legal_Privacy_DescriptionInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const legal_privacy_description = /** @type {((inputs?: Legal_Privacy_DescriptionInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Legal_Privacy_DescriptionInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_legal_privacy_description(inputs)
	return en_legal_privacy_description(inputs)
});