import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Claims_HeadingInputs */

const en_claims_heading = /** @type {(inputs: Claims_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Why homeowners choose us`)
};

const es_claims_heading = /** @type {(inputs: Claims_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Por qué nos eligen los propietarios`)
};

/**
* | output |
* | --- |
* | "Why homeowners choose us" |
*
* @param {Claims_HeadingInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const claims_heading = /** @type {((inputs?: Claims_HeadingInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Claims_HeadingInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_claims_heading(inputs)
	return en_claims_heading(inputs)
});