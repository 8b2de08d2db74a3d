import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Plans_State_LabelInputs */

const en_plans_state_label = /** @type {(inputs: Plans_State_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Show prices for`)
};

const es_plans_state_label = /** @type {(inputs: Plans_State_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mostrar precios para`)
};

/**
* | output |
* | --- |
* | "Show prices for" |
*
* @param {Plans_State_LabelInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const plans_state_label = /** @type {((inputs?: Plans_State_LabelInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Plans_State_LabelInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_plans_state_label(inputs)
	return en_plans_state_label(inputs)
});