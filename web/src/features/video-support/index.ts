/** The contractor's video-support sign-up (marketing spec 2.11). */

/** The sign-up page, loaded with its route. */
export const videoSupportSignupPage = () => import('./signup-page.tsx');
export { VIDEO_SUPPORT_SERVICE } from './words.ts';
