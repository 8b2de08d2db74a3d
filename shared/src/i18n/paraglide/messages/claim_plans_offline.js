import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Claim_Plans_OfflineInputs */

const en_claim_plans_offline = /** @type {(inputs: Claim_Plans_OfflineInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`You are offline, and your plans have not been saved on this device yet.`)
};

const es_claim_plans_offline = /** @type {(inputs: Claim_Plans_OfflineInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No tiene conexión, y sus planes aún no se han guardado en este dispositivo.`)
};

/**
* | output |
* | --- |
* | "You are offline, and your plans have not been saved on this device yet." |
*
* @param {Claim_Plans_OfflineInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const claim_plans_offline = /** @type {((inputs?: Claim_Plans_OfflineInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Claim_Plans_OfflineInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_claim_plans_offline(inputs)
	return en_claim_plans_offline(inputs)
});