import * as registry from '../registry.js'
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ count: NonNullable<unknown> }} Common_Login_Unsent_KeptInputs */

const en_common_login_unsent_kept = /** @type {(inputs: Common_Login_Unsent_KeptInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.count} change is not sent yet. It is kept on this device and will be sent when you sign in again.`);
	if (countPlural === "other") return /** @type {LocalizedString} */ (`${i?.count} changes are not sent yet. They are kept on this device and will be sent when you sign in again.`);
	return /** @type {LocalizedString} */ ("common_login_unsent_kept");
};

const es_common_login_unsent_kept = /** @type {(inputs: Common_Login_Unsent_KeptInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("es", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.count} cambio aún no se ha enviado. Se guarda en este dispositivo y se enviará cuando vuelva a iniciar sesión.`);
	if (countPlural === "other") return /** @type {LocalizedString} */ (`${i?.count} cambios aún no se han enviado. Se guardan en este dispositivo y se enviarán cuando vuelva a iniciar sesión.`);
	return /** @type {LocalizedString} */ ("common_login_unsent_kept");
};

/**
* | countPlural | output |
* | --- | --- |
* | "one" | "{count} change is not sent yet. It is kept on this device and will be sent when you sign in again." |
* | "other" | "{count} changes are not sent yet. They are kept on this device and will be sent when you sign in again." |
*
* @param {Common_Login_Unsent_KeptInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const common_login_unsent_kept = /** @type {((inputs: Common_Login_Unsent_KeptInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Common_Login_Unsent_KeptInputs, { locale?: "en" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_common_login_unsent_kept(inputs)
	return en_common_login_unsent_kept(inputs)
});