import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} About_Logo_Consumer_TrustInputs */

const en_about_logo_consumer_trust = /** @type {(inputs: About_Logo_Consumer_TrustInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Consumer Trust Award 2025, Desert States Consumer Council`)
};

const es_about_logo_consumer_trust = /** @type {(inputs: About_Logo_Consumer_TrustInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Premio Consumer Trust 2025 del Desert States Consumer Council`)
};

/**
* | output |
* | --- |
* | "Consumer Trust Award 2025, Desert States Consumer Council" |
*
* @param {About_Logo_Consumer_TrustInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const about_logo_consumer_trust = /** @type {((inputs?: About_Logo_Consumer_TrustInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<About_Logo_Consumer_TrustInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_about_logo_consumer_trust(inputs)
	return en_about_logo_consumer_trust(inputs)
});