import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Resources_Share_TitleInputs */

const en_resources_share_title = /** @type {(inputs: Resources_Share_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Share this article`)
};

const es_resources_share_title = /** @type {(inputs: Resources_Share_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Compartir este artículo`)
};

/**
* | output |
* | --- |
* | "Share this article" |
*
* @param {Resources_Share_TitleInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const resources_share_title = /** @type {((inputs?: Resources_Share_TitleInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Resources_Share_TitleInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_resources_share_title(inputs)
	return en_resources_share_title(inputs)
});