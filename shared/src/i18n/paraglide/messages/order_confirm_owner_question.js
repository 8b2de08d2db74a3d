import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Order_Confirm_Owner_QuestionInputs */

const en_order_confirm_owner_question = /** @type {(inputs: Order_Confirm_Owner_QuestionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`A home warranty order was placed for your home with your e-mail address by someone who was not signed in to your account. Is it yours?`)
};

const es_order_confirm_owner_question = /** @type {(inputs: Order_Confirm_Owner_QuestionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Alguien que no había iniciado sesión en su cuenta hizo un pedido de garantía para el hogar para su vivienda con su dirección de correo electrónico. ¿Es suyo?`)
};

/**
* | output |
* | --- |
* | "A home warranty order was placed for your home with your e-mail address by someone who was not signed in to your account. Is it yours?" |
*
* @param {Order_Confirm_Owner_QuestionInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const order_confirm_owner_question = /** @type {((inputs?: Order_Confirm_Owner_QuestionInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_Confirm_Owner_QuestionInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_order_confirm_owner_question(inputs)
	return en_order_confirm_owner_question(inputs)
});