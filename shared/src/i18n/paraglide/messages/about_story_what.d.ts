export type LocalizedString = import('../runtime.js').LocalizedString;
export type About_Story_WhatInputs = {
    brand: NonNullable<unknown>;
    city: NonNullable<unknown>;
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
export declare const about_story_what: ((inputs: About_Story_WhatInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<About_Story_WhatInputs, {
    locale?: "en" | "es";
}, {}>;
