import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ email: NonNullable<unknown> }} Order_Next_AccountInputs */

const en_order_next_account = /** @type {(inputs: Order_Next_AccountInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Your contract and coverage details are in your account, under the e-mail address ${i?.email}.`)
};

const es_order_next_account = /** @type {(inputs: Order_Next_AccountInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Su contrato y los detalles de su cobertura están en su cuenta, con la dirección de correo electrónico ${i?.email}.`)
};

/**
* | output |
* | --- |
* | "Your contract and coverage details are in your account, under the e-mail address {email}." |
*
* @param {Order_Next_AccountInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const order_next_account = /** @type {((inputs: Order_Next_AccountInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_Next_AccountInputs, { locale?: "en" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_order_next_account(inputs)
	return en_order_next_account(inputs)
});