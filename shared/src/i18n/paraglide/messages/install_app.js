import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Install_AppInputs */

const en_install_app = /** @type {(inputs: Install_AppInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Install app`)
};

const es_install_app = /** @type {(inputs: Install_AppInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Instalar la app`)
};

/**
* | output |
* | --- |
* | "Install app" |
*
* @param {Install_AppInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const install_app = /** @type {((inputs?: Install_AppInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Install_AppInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_install_app(inputs)
	return en_install_app(inputs)
});