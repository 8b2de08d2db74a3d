import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Common_Dispatch_Submission_CancelledInputs */

const en_common_dispatch_submission_cancelled = /** @type {(inputs: Common_Dispatch_Submission_CancelledInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Submission cancelled`)
};

const es_common_dispatch_submission_cancelled = /** @type {(inputs: Common_Dispatch_Submission_CancelledInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Envío cancelado`)
};

/**
* | output |
* | --- |
* | "Submission cancelled" |
*
* @param {Common_Dispatch_Submission_CancelledInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const common_dispatch_submission_cancelled = /** @type {((inputs?: Common_Dispatch_Submission_CancelledInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Common_Dispatch_Submission_CancelledInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_common_dispatch_submission_cancelled(inputs)
	return en_common_dispatch_submission_cancelled(inputs)
});