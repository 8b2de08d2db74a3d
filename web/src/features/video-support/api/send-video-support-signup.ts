/** POST /api/contact/streemsignup: the video-support sign-up's five fields; the answer says whether it was sent. */
import { type VideoSupportSignupBody, VideoSupportSignupResponse } from '@hw/shared';
import { useMutation } from '@tanstack/react-query';
import type { Static } from 'typebox';
import { apiPost } from '#web/lib/api/index.ts';
import { checkedResponse } from '#web/lib/query/index.ts';

export async function sendVideoSupportSignup(
  body: VideoSupportSignupBody,
): Promise<Static<typeof VideoSupportSignupResponse>> {
  const answer = await apiPost('/api/contact/streemsignup', body);
  return checkedResponse(VideoSupportSignupResponse, answer, 'POST /api/contact/streemsignup');
}

export const useSendVideoSupportSignup = () => useMutation({ mutationFn: sendVideoSupportSignup });
