import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Common_Change_Password_BreachedInputs */

const en_common_change_password_breached = /** @type {(inputs: Common_Change_Password_BreachedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This password appears in lists of passwords exposed in data breaches, so it is easy to guess. Please choose another.`)
};

const es_common_change_password_breached = /** @type {(inputs: Common_Change_Password_BreachedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Esta contraseña aparece en listas de contraseñas expuestas en filtraciones de datos, así que es fácil de adivinar. Elija otra.`)
};

/**
* | output |
* | --- |
* | "This password appears in lists of passwords exposed in data breaches, so it is easy to guess. Please choose another." |
*
* @param {Common_Change_Password_BreachedInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const common_change_password_breached = /** @type {((inputs?: Common_Change_Password_BreachedInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Common_Change_Password_BreachedInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_common_change_password_breached(inputs)
	return en_common_change_password_breached(inputs)
});