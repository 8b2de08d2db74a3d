import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ brand: NonNullable<unknown>, city: NonNullable<unknown> }} About_Story_WhatInputs */

const en_about_story_what = /** @type {(inputs: About_Story_WhatInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.brand} is a residential service contract company headquartered in ${i?.city}. We cover the repair and replacement of the home systems and appliances that fail from normal wear and tear: heating and air conditioning, plumbing, electrical, water heaters and the appliances in your kitchen and laundry room.`)
};

const es_about_story_what = /** @type {(inputs: About_Story_WhatInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.brand} es una compañía de contratos de servicio residencial con sede en ${i?.city}. Cubrimos la reparación y el reemplazo de los sistemas de la casa y los electrodomésticos que fallan por el desgaste normal: calefacción y aire acondicionado, plomería, sistema eléctrico, calentadores de agua y los electrodomésticos de su cocina y lavandería.`)
};

/**
* | output |
* | --- |
* | "{brand} is a residential service contract company headquartered in {city}. We cover the repair and replacement of the home systems and appliances that fail f..." |
*
* @param {About_Story_WhatInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const about_story_what = /** @type {((inputs: About_Story_WhatInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<About_Story_WhatInputs, { locale?: "en" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_about_story_what(inputs)
	return en_about_story_what(inputs)
});