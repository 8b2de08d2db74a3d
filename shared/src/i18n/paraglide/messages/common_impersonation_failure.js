import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Common_Impersonation_FailureInputs */

const en_common_impersonation_failure = /** @type {(inputs: Common_Impersonation_FailureInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`An error occurred while either attempting to impersonate or ending impersonation.`)
};

const es_common_impersonation_failure = /** @type {(inputs: Common_Impersonation_FailureInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ocurrió un error al suplantar a un usuario o al terminar la suplantación.`)
};

/**
* | output |
* | --- |
* | "An error occurred while either attempting to impersonate or ending impersonation." |
*
* @param {Common_Impersonation_FailureInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const common_impersonation_failure = /** @type {((inputs?: Common_Impersonation_FailureInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Common_Impersonation_FailureInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_common_impersonation_failure(inputs)
	return en_common_impersonation_failure(inputs)
});