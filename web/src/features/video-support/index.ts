/** The contractor's video-support sign-up (marketing spec 2.11). */

export { VideoSupportSignupPage } from './signup-page.tsx';
export { VIDEO_SUPPORT_SERVICE } from './words.ts';
