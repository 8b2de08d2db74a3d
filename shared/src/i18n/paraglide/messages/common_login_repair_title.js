import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Common_Login_Repair_TitleInputs */

const en_common_login_repair_title = /** @type {(inputs: Common_Login_Repair_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Please login to request repair`)
};

const es_common_login_repair_title = /** @type {(inputs: Common_Login_Repair_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Inicie sesión para solicitar una reparación`)
};

/**
* | output |
* | --- |
* | "Please login to request repair" |
*
* @param {Common_Login_Repair_TitleInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const common_login_repair_title = /** @type {((inputs?: Common_Login_Repair_TitleInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Common_Login_Repair_TitleInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_common_login_repair_title(inputs)
	return en_common_login_repair_title(inputs)
});