import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Privacy_Centre_Gpc_NoticeInputs */

const en_privacy_centre_gpc_notice = /** @type {(inputs: Privacy_Centre_Gpc_NoticeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your browser sends a Global Privacy Control signal, so the sale or sharing of your personal information is off for this browser unless you turn it on here.`)
};

const es_privacy_centre_gpc_notice = /** @type {(inputs: Privacy_Centre_Gpc_NoticeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Su navegador envía una señal de Global Privacy Control, así que la venta o el intercambio de su información personal está desactivado en este navegador, a menos que usted lo active aquí.`)
};

/**
* | output |
* | --- |
* | "Your browser sends a Global Privacy Control signal, so the sale or sharing of your personal information is off for this browser unless you turn it on here." |
*
* @param {Privacy_Centre_Gpc_NoticeInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const privacy_centre_gpc_notice = /** @type {((inputs?: Privacy_Centre_Gpc_NoticeInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Privacy_Centre_Gpc_NoticeInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_privacy_centre_gpc_notice(inputs)
	return en_privacy_centre_gpc_notice(inputs)
});