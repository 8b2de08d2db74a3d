/** The contractor's video-support sign-up. */

/** The sign-up page, loaded with its route. */
export const videoSupportSignupPage = () => import('./signup-page.tsx');
