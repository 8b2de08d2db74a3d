import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Brochure_Download_FrameInputs */

const en_brochure_download_frame = /** @type {(inputs: Brochure_Download_FrameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Brochure download`)
};

const es_brochure_download_frame = /** @type {(inputs: Brochure_Download_FrameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Descarga del folleto`)
};

/**
* | output |
* | --- |
* | "Brochure download" |
*
* @param {Brochure_Download_FrameInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const brochure_download_frame = /** @type {((inputs?: Brochure_Download_FrameInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Brochure_Download_FrameInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_brochure_download_frame(inputs)
	return en_brochure_download_frame(inputs)
});