import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ network: NonNullable<unknown> }} Resources_Share_OnInputs */

const en_resources_share_on = /** @type {(inputs: Resources_Share_OnInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Share on ${i?.network}`)
};

const es_resources_share_on = /** @type {(inputs: Resources_Share_OnInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Compartir en ${i?.network}`)
};

/**
* | output |
* | --- |
* | "Share on {network}" |
*
* @param {Resources_Share_OnInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const resources_share_on = /** @type {((inputs: Resources_Share_OnInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Resources_Share_OnInputs, { locale?: "en" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_resources_share_on(inputs)
	return en_resources_share_on(inputs)
});