import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Order_Title_ConvertInputs */

const en_order_title_convert = /** @type {(inputs: Order_Title_ConvertInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Convert to Full Coverage`)
};

const es_order_title_convert = /** @type {(inputs: Order_Title_ConvertInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Convertir a cobertura completa`)
};

/**
* | output |
* | --- |
* | "Convert to Full Coverage" |
*
* @param {Order_Title_ConvertInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const order_title_convert = /** @type {((inputs?: Order_Title_ConvertInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_Title_ConvertInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_order_title_convert(inputs)
	return en_order_title_convert(inputs)
});