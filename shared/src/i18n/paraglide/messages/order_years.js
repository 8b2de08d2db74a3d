import * as registry from '../registry.js'
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ count: NonNullable<unknown> }} Order_YearsInputs */

const en_order_years = /** @type {(inputs: Order_YearsInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.count} year`);
	if (countPlural === "other") return /** @type {LocalizedString} */ (`${i?.count} years`);
	return /** @type {LocalizedString} */ ("order_years");
};

const es_order_years = /** @type {(inputs: Order_YearsInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("es", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.count} año`);
	if (countPlural === "other") return /** @type {LocalizedString} */ (`${i?.count} años`);
	return /** @type {LocalizedString} */ ("order_years");
};

/**
* | countPlural | output |
* | --- | --- |
* | "one" | "{count} year" |
* | "other" | "{count} years" |
*
* @param {Order_YearsInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const order_years = /** @type {((inputs: Order_YearsInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_YearsInputs, { locale?: "en" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_order_years(inputs)
	return en_order_years(inputs)
});