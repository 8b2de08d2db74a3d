/** Texts of the video-support sign-up that the message catalogue does not hold. */
import type { VideoSupportSignupField } from '@hw/shared';

/** The third-party video-support service the form signs a contractor's team up for. */
export const VIDEO_SUPPORT_SERVICE = 'Streem';

export const words = {
  heading: `Get ${VIDEO_SUPPORT_SERVICE} for Your Team`,
  intro: `${VIDEO_SUPPORT_SERVICE} lets your technicians see a homeowner's problem over live video before they roll a truck. Tell us about your company and we will set your team up.`,
  labels: {
    FirstName: 'First Name',
    LastName: 'Last Name',
    Email: 'Email',
    Company: 'Company',
    Phone: 'Phone',
  } satisfies Record<VideoSupportSignupField, string>,
  phonePlaceholder: '555-555-0100',
  consentEmail: (brandName: string) =>
    `I agree to receive e-mails from ${brandName} and ${VIDEO_SUPPORT_SERVICE} about this service.`,
  consentPrivacyBefore: 'I agree to the ',
  consentPrivacyLink: 'data and privacy policy',
  consentPrivacyAfter: '.',
  consentHint: 'Tick both boxes to submit.',
  submit: 'Submit',
  sending: 'Sending…',
} as const;
