import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Reps_LoadingInputs */

const en_reps_loading = /** @type {(inputs: Reps_LoadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Loading representatives…`)
};

const es_reps_loading = /** @type {(inputs: Reps_LoadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cargando representantes…`)
};

/**
* | output |
* | --- |
* | "Loading representatives…" |
*
* @param {Reps_LoadingInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const reps_loading = /** @type {((inputs?: Reps_LoadingInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Reps_LoadingInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_reps_loading(inputs)
	return en_reps_loading(inputs)
});