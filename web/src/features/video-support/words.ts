/** Texts of the video-support sign-up that the message catalogue does not hold, read when shown. */
import type { VideoSupportSignupField } from '@hw/shared';
import { m } from '@hw/shared/i18n';

/** The third-party video-support service the form signs a contractor's team up for. */
export const VIDEO_SUPPORT_SERVICE = 'Streem';

const LABELS: Record<VideoSupportSignupField, () => string> = {
  FirstName: m.video_support_first_name,
  LastName: m.video_support_last_name,
  Email: m.video_support_email,
  Company: m.video_support_company,
  Phone: m.video_support_phone,
};

export const words = {
  get heading() {
    return m.video_support_heading({ service: VIDEO_SUPPORT_SERVICE });
  },
  get intro() {
    return m.video_support_intro({ service: VIDEO_SUPPORT_SERVICE });
  },
  label: (field: VideoSupportSignupField) => LABELS[field](),
  phonePlaceholder: '555-555-0100',
  consentEmail: (brandName: string) =>
    m.video_support_consent_email({ brand: brandName, service: VIDEO_SUPPORT_SERVICE }),
  get consentHint() {
    return m.video_support_consent_hint();
  },
  get submit() {
    return m.video_support_submit();
  },
  get sending() {
    return m.video_support_sending();
  },
};
