import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Claim_View_HistoryInputs */

const en_claim_view_history = /** @type {(inputs: Claim_View_HistoryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`View My Service Requests`)
};

const es_claim_view_history = /** @type {(inputs: Claim_View_HistoryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ver mis solicitudes de servicio`)
};

/**
* | output |
* | --- |
* | "View My Service Requests" |
*
* @param {Claim_View_HistoryInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const claim_view_history = /** @type {((inputs?: Claim_View_HistoryInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Claim_View_HistoryInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_claim_view_history(inputs)
	return en_claim_view_history(inputs)
});