import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ email: NonNullable<unknown> }} Order_Next_Agent_EmailedInputs */

const en_order_next_agent_emailed = /** @type {(inputs: Order_Next_Agent_EmailedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`We have e-mailed the order to your buyer at ${i?.email}, with a link to create their password when they are new to us.`)
};

const es_order_next_agent_emailed = /** @type {(inputs: Order_Next_Agent_EmailedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Enviamos el pedido por correo electrónico a su comprador a ${i?.email}, con un enlace para crear su contraseña si es un cliente nuevo.`)
};

/**
* | output |
* | --- |
* | "We have e-mailed the order to your buyer at {email}, with a link to create their password when they are new to us." |
*
* @param {Order_Next_Agent_EmailedInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const order_next_agent_emailed = /** @type {((inputs: Order_Next_Agent_EmailedInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_Next_Agent_EmailedInputs, { locale?: "en" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_order_next_agent_emailed(inputs)
	return en_order_next_agent_emailed(inputs)
});