import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Common_Article_Load_Failure_TitleInputs */

const en_common_article_load_failure_title = /** @type {(inputs: Common_Article_Load_Failure_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Could not load article`)
};

const es_common_article_load_failure_title = /** @type {(inputs: Common_Article_Load_Failure_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No se pudo cargar el artículo`)
};

/**
* | output |
* | --- |
* | "Could not load article" |
*
* @param {Common_Article_Load_Failure_TitleInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const common_article_load_failure_title = /** @type {((inputs?: Common_Article_Load_Failure_TitleInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Common_Article_Load_Failure_TitleInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_common_article_load_failure_title(inputs)
	return en_common_article_load_failure_title(inputs)
});