import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Common_Initialization_Essential_Scripts_FailedInputs */

const en_common_initialization_essential_scripts_failed = /** @type {(inputs: Common_Initialization_Essential_Scripts_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Failed to load essential scripts needed to make this site work on your browser. Please try again or try a different browser.`)
};

const es_common_initialization_essential_scripts_failed = /** @type {(inputs: Common_Initialization_Essential_Scripts_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No se pudieron cargar los scripts esenciales para que este sitio funcione en su navegador. Inténtelo de nuevo o use otro navegador.`)
};

/**
* | output |
* | --- |
* | "Failed to load essential scripts needed to make this site work on your browser. Please try again or try a different browser." |
*
* @param {Common_Initialization_Essential_Scripts_FailedInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const common_initialization_essential_scripts_failed = /** @type {((inputs?: Common_Initialization_Essential_Scripts_FailedInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Common_Initialization_Essential_Scripts_FailedInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_common_initialization_essential_scripts_failed(inputs)
	return en_common_initialization_essential_scripts_failed(inputs)
});