import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Privacy_Centre_Accept_AllInputs */

const en_privacy_centre_accept_all = /** @type {(inputs: Privacy_Centre_Accept_AllInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Accept all`)
};

const es_privacy_centre_accept_all = /** @type {(inputs: Privacy_Centre_Accept_AllInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Aceptar todo`)
};

/**
* | output |
* | --- |
* | "Accept all" |
*
* @param {Privacy_Centre_Accept_AllInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const privacy_centre_accept_all = /** @type {((inputs?: Privacy_Centre_Accept_AllInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Privacy_Centre_Accept_AllInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_privacy_centre_accept_all(inputs)
	return en_privacy_centre_accept_all(inputs)
});