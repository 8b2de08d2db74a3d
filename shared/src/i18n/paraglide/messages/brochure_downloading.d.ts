export type LocalizedString = import('../runtime.js').LocalizedString;
export type Brochure_DownloadingInputs = {};
/**
* | output |
* | --- |
* | "Your brochure is downloading. If it does not start, download the brochure." |
*
* @param {Brochure_DownloadingInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const brochure_downloading: ((inputs?: Brochure_DownloadingInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & {
    parts: (inputs?: Brochure_DownloadingInputs, options?: {
        locale?: "en" | "es";
    }) => import('../runtime.js').MessagePart[];
} & import('../runtime.js').MessageMetadata<Brochure_DownloadingInputs, {
    locale?: "en" | "es";
}, {
    link: {
        options: {};
        attributes: {};
        children: true;
    };
}>;
