import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Privacy_Centre_Advertising_NameInputs */

const en_privacy_centre_advertising_name = /** @type {(inputs: Privacy_Centre_Advertising_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Advertising: sale or sharing of personal information`)
};

const es_privacy_centre_advertising_name = /** @type {(inputs: Privacy_Centre_Advertising_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Publicidad: venta o intercambio de información personal`)
};

/**
* | output |
* | --- |
* | "Advertising: sale or sharing of personal information" |
*
* @param {Privacy_Centre_Advertising_NameInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const privacy_centre_advertising_name = /** @type {((inputs?: Privacy_Centre_Advertising_NameInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Privacy_Centre_Advertising_NameInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_privacy_centre_advertising_name(inputs)
	return en_privacy_centre_advertising_name(inputs)
});