import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Claim_Items_LoadingInputs */

const en_claim_items_loading = /** @type {(inputs: Claim_Items_LoadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Loading what your plan covers…`)
};

const es_claim_items_loading = /** @type {(inputs: Claim_Items_LoadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cargando lo que cubre su plan…`)
};

/**
* | output |
* | --- |
* | "Loading what your plan covers…" |
*
* @param {Claim_Items_LoadingInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const claim_items_loading = /** @type {((inputs?: Claim_Items_LoadingInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Claim_Items_LoadingInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_claim_items_loading(inputs)
	return en_claim_items_loading(inputs)
});