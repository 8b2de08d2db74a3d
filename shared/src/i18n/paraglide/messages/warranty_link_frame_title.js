import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ policyId: NonNullable<unknown> }} Warranty_Link_Frame_TitleInputs */

const en_warranty_link_frame_title = /** @type {(inputs: Warranty_Link_Frame_TitleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Real estate warranty link for policy ${i?.policyId}`)
};

const es_warranty_link_frame_title = /** @type {(inputs: Warranty_Link_Frame_TitleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Warranty Link de bienes raíces para la póliza ${i?.policyId}`)
};

/**
* | output |
* | --- |
* | "Real estate warranty link for policy {policyId}" |
*
* @param {Warranty_Link_Frame_TitleInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const warranty_link_frame_title = /** @type {((inputs: Warranty_Link_Frame_TitleInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Warranty_Link_Frame_TitleInputs, { locale?: "en" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_warranty_link_frame_title(inputs)
	return en_warranty_link_frame_title(inputs)
});