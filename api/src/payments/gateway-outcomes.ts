import type { AppMetrics } from '../plugins/index.ts';
import type { PaymentGateway } from './gateway.ts';

/** The outcome a gateway answer counts as: approved or declined for a charge, voided or not for a void. */
function outcomeOf(result: unknown): string {
  if (result === null) return 'notFound';
  if (typeof result !== 'object' || result === undefined) return 'ok';
  const answer = result as { approved?: boolean; voided?: boolean; created?: boolean; status?: string };
  if (typeof answer.approved === 'boolean') return answer.approved ? 'approved' : 'declined';
  if (typeof answer.voided === 'boolean') return answer.voided ? 'voided' : 'notVoided';
  if (typeof answer.created === 'boolean') return answer.created ? 'created' : 'refused';
  if (typeof answer.status === 'string') return answer.status;
  return 'ok';
}

/** The same gateway, each call counted by operation and outcome (`failed`: unreachable or an error). */
export function withGatewayOutcomes(
  gateway: PaymentGateway,
  calls: AppMetrics['gatewayCalls'] | undefined,
): PaymentGateway {
  if (!calls) return gateway;
  return new Proxy(gateway, {
    get(target, property, receiver) {
      const value = Reflect.get(target, property, receiver);
      if (typeof value !== 'function' || typeof property !== 'string') return value;
      return async (...args: unknown[]) => {
        try {
          const result = await value.apply(target, args);
          calls.inc({ operation: property, outcome: outcomeOf(result) });
          return result;
        } catch (error) {
          calls.inc({ operation: property, outcome: 'failed' });
          throw error;
        }
      };
    },
  });
}
