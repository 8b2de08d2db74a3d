/**
 * Coupon checks: codes of one character or fewer are not checked; a
 * valid code says "You just saved $50!" for 10 s and prices the order; an unknown one says so and the
 * coupon is cleared.
 */
import { messages, shouldValidateCoupon } from '@hw/shared';
import { isApiError } from '#web/lib/api/index.ts';
import { showToast } from '#web/ui/index.ts';
import { validateCoupon } from './api/validate-coupon.ts';
import { getDraft, updateDraft } from './draft-store.ts';

export const COUPON_TOAST_MS = 10_000;

/** Sets the coupon code and, when a plan is chosen and the code is long enough, checks it with the server. */
export async function applyCouponCode(typed: string): Promise<void> {
  const code = typed.trim();
  const draft = getDraft();
  if (!code) {
    updateDraft((current) => ({ ...current, coupon: null }));
    return;
  }
  const { planId } = draft;
  const stateCode = draft.property.address.state;
  if (!shouldValidateCoupon(code) || !planId || !stateCode) {
    updateDraft((current) => ({ ...current, coupon: { couponCode: code } }));
    return;
  }
  try {
    const { result } = await validateCoupon({ couponCode: code, planId, planTypeId: draft.planTypeId, stateCode });
    updateDraft((current) => ({
      ...current,
      coupon: { couponCode: result.couponCode, amount: result.amount, contractCouponId: result.contractCouponId },
    }));
    showToast({ text: messages.coupon.success(result.amount), kind: 'success', durationMs: COUPON_TOAST_MS });
  } catch (error) {
    updateDraft((current) => ({ ...current, coupon: null }));
    const offline = isApiError(error) && error.isNetworkError;
    showToast({
      text: offline ? messages.transport.networkError : messages.coupon.failure,
      kind: 'error',
      durationMs: COUPON_TOAST_MS,
    });
  }
}

/** After a plan is chosen: a coupon already typed is checked again for the new plan. */
export function recheckCoupon(): Promise<void> {
  const code = getDraft().coupon?.couponCode;
  return code ? applyCouponCode(code) : Promise.resolve();
}
