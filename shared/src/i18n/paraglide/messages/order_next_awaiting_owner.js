import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ email: NonNullable<unknown> }} Order_Next_Awaiting_OwnerInputs */

const en_order_next_awaiting_owner = /** @type {(inputs: Order_Next_Awaiting_OwnerInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`An account already uses ${i?.email}. We have e-mailed its owner to confirm this order; it joins their account and its coverage can be used once they do. If they say it is not theirs, it is cancelled and the payment returned.`)
};

const es_order_next_awaiting_owner = /** @type {(inputs: Order_Next_Awaiting_OwnerInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Ya hay una cuenta que usa ${i?.email}. Enviamos un correo electrónico a su titular para que confirme este pedido; cuando lo confirme, el pedido se agrega a su cuenta y se puede usar su cobertura. Si dice que no es suyo, se cancela y se devuelve el pago.`)
};

/**
* | output |
* | --- |
* | "An account already uses {email}. We have e-mailed its owner to confirm this order; it joins their account and its coverage can be used once they do. If they ..." |
*
* @param {Order_Next_Awaiting_OwnerInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const order_next_awaiting_owner = /** @type {((inputs: Order_Next_Awaiting_OwnerInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_Next_Awaiting_OwnerInputs, { locale?: "en" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_order_next_awaiting_owner(inputs)
	return en_order_next_awaiting_owner(inputs)
});