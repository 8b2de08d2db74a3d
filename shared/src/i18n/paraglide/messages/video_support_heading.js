import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ service: NonNullable<unknown> }} Video_Support_HeadingInputs */

const en_video_support_heading = /** @type {(inputs: Video_Support_HeadingInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Get ${i?.service} for Your Team`)
};

const es_video_support_heading = /** @type {(inputs: Video_Support_HeadingInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Obtenga ${i?.service} para su equipo`)
};

/**
* | output |
* | --- |
* | "Get {service} for Your Team" |
*
* @param {Video_Support_HeadingInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const video_support_heading = /** @type {((inputs: Video_Support_HeadingInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Video_Support_HeadingInputs, { locale?: "en" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_video_support_heading(inputs)
	return en_video_support_heading(inputs)
});