/** POST /api/offers/coupons/validate: whether a coupon applies to a plan; 404 couponNotFound when it does not. */
import { type CouponValidateBody, CouponValidateResponse } from '@hw/shared';
import type { Static } from 'typebox';
import { apiPost } from '#web/lib/api/index.ts';
import { checkedResponse } from '#web/lib/query/index.ts';

export async function validateCoupon(body: Static<typeof CouponValidateBody>): Promise<CouponValidateResponse> {
  // The coupon's own toasts say what happened: no server-status check behind a 404.
  const answer = await apiPost('/api/offers/coupons/validate', body, { skipStatusCheck: true });
  return checkedResponse(CouponValidateResponse, answer, 'POST /api/offers/coupons/validate');
}
