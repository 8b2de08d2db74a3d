import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ name: NonNullable<unknown> }} Reps_Email_LabelInputs */

const en_reps_email_label = /** @type {(inputs: Reps_Email_LabelInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Email ${i?.name}`)
};

const es_reps_email_label = /** @type {(inputs: Reps_Email_LabelInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Enviar un correo electrónico a ${i?.name}`)
};

/**
* | output |
* | --- |
* | "Email {name}" |
*
* @param {Reps_Email_LabelInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const reps_email_label = /** @type {((inputs: Reps_Email_LabelInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Reps_Email_LabelInputs, { locale?: "en" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_reps_email_label(inputs)
	return en_reps_email_label(inputs)
});