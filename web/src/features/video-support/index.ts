/** The contractor's video-support sign-up. */

/** The sign-up page, loaded with its route. */
export const videoSupportSignupPage = () => import('./signup-page.tsx');
export { VIDEO_SUPPORT_SERVICE } from './words.ts';
