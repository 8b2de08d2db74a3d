import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Home_Buyers_Callout_Tools_TextInputs */

const en_home_buyers_callout_tools_text = /** @type {(inputs: Home_Buyers_Callout_Tools_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Guides on buying, selling and home care to share with your clients.`)
};

const es_home_buyers_callout_tools_text = /** @type {(inputs: Home_Buyers_Callout_Tools_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Guías sobre comprar, vender y cuidar la casa para compartir con sus clientes.`)
};

/**
* | output |
* | --- |
* | "Guides on buying, selling and home care to share with your clients." |
*
* @param {Home_Buyers_Callout_Tools_TextInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const home_buyers_callout_tools_text = /** @type {((inputs?: Home_Buyers_Callout_Tools_TextInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Home_Buyers_Callout_Tools_TextInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_home_buyers_callout_tools_text(inputs)
	return en_home_buyers_callout_tools_text(inputs)
});