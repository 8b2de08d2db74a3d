import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Common_Article_Load_Failure_TextInputs */

const en_common_article_load_failure_text = /** @type {(inputs: Common_Article_Load_Failure_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sorry - There was a problem loading the requested article. Please try again.`)
};

const es_common_article_load_failure_text = /** @type {(inputs: Common_Article_Load_Failure_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Lo sentimos, hubo un problema al cargar el artículo. Inténtelo de nuevo.`)
};

/**
* | output |
* | --- |
* | "Sorry - There was a problem loading the requested article. Please try again." |
*
* @param {Common_Article_Load_Failure_TextInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const common_article_load_failure_text = /** @type {((inputs?: Common_Article_Load_Failure_TextInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Common_Article_Load_Failure_TextInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_common_article_load_failure_text(inputs)
	return en_common_article_load_failure_text(inputs)
});