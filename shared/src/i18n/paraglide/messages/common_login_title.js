import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Common_Login_TitleInputs */

const en_common_login_title = /** @type {(inputs: Common_Login_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Login to Your Account`)
};

const es_common_login_title = /** @type {(inputs: Common_Login_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Inicie sesión en su cuenta`)
};

/**
* | output |
* | --- |
* | "Login to Your Account" |
*
* @param {Common_Login_TitleInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const common_login_title = /** @type {((inputs?: Common_Login_TitleInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Common_Login_TitleInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_common_login_title(inputs)
	return en_common_login_title(inputs)
});