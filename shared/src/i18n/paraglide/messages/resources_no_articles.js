import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Resources_No_ArticlesInputs */

const en_resources_no_articles = /** @type {(inputs: Resources_No_ArticlesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`There are no articles here yet.`)
};

const es_resources_no_articles = /** @type {(inputs: Resources_No_ArticlesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Todavía no hay artículos aquí.`)
};

/**
* | output |
* | --- |
* | "There are no articles here yet." |
*
* @param {Resources_No_ArticlesInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const resources_no_articles = /** @type {((inputs?: Resources_No_ArticlesInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Resources_No_ArticlesInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_resources_no_articles(inputs)
	return en_resources_no_articles(inputs)
});