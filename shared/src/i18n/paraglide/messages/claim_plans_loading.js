import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Claim_Plans_LoadingInputs */

const en_claim_plans_loading = /** @type {(inputs: Claim_Plans_LoadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Loading your plans…`)
};

const es_claim_plans_loading = /** @type {(inputs: Claim_Plans_LoadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cargando sus planes…`)
};

/**
* | output |
* | --- |
* | "Loading your plans…" |
*
* @param {Claim_Plans_LoadingInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const claim_plans_loading = /** @type {((inputs?: Claim_Plans_LoadingInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Claim_Plans_LoadingInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_claim_plans_loading(inputs)
	return en_claim_plans_loading(inputs)
});