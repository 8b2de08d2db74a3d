/**
 * The feature flags the product knows, with the words staff see on the admin screen: a short label and one
 * line on what switching the flag changes. The key is what the API stores and answers.
 */

export const ONLINE_ORDERING_FLAG_KEY = 'OnlineOrdering';
/** The keys of the online-ordering flag: the server seeds `OnlineOrdering`; some deployments name it `canOrder`. */
export const CAN_ORDER_FLAG_KEYS: readonly string[] = ['canOrder', ONLINE_ORDERING_FLAG_KEY];
export const LIMITS_FLAG_KEY = 'LimitsAndExclusions';
export const CHAT_WIDGET_FLAG_KEY = 'ChatWidget';

/** A flag the server does not list counts as on: only a flag present and switched off turns a feature off. */
export function isFlagOn(
  flags: ReadonlyArray<{ key: string; isEnabled: boolean }> | undefined,
  keys: readonly string[],
) {
  return !flags?.some((flag) => keys.includes(flag.key) && !flag.isEnabled);
}

export interface FeatureFlagInfo {
  label: string;
  /** What the flag does when it is on, in one line. */
  description: string;
  /** Asked before the flag is switched off; null when switching it off needs no confirmation. */
  confirmOff: { title: string; content: string; yesLabel: string } | null;
}

const onlineOrdering: FeatureFlagInfo = {
  label: 'Online ordering',
  description: 'Visitors can order plans on this site. When off, they are sent to the partner site to order.',
  confirmOff: {
    title: 'Turn off online ordering?',
    content:
      'Visitors will be sent to the partner site and cannot order here until it is back on.\nOrders already placed are not affected.',
    yesLabel: 'Turn off',
  },
};

export const FEATURE_FLAG_INFO: Readonly<Record<string, FeatureFlagInfo>> = {
  [ONLINE_ORDERING_FLAG_KEY]: onlineOrdering,
  // The same switch under the name some deployments give it.
  canOrder: onlineOrdering,
  [LIMITS_FLAG_KEY]: {
    label: 'Limits and exclusions',
    description: 'Shows the "Limits and exclusions" link on plans and add-ons, with what each item covers.',
    confirmOff: null,
  },
  [CHAT_WIDGET_FLAG_KEY]: {
    label: 'Chat widget',
    description: 'Shows the live chat button on every page except the order pages.',
    confirmOff: null,
  },
  ContractorDashboardCharts: {
    label: 'Contractor dashboard charts',
    description: 'Shows the dispatch statistics charts on the contractor dashboard.',
    confirmOff: null,
  },
};

/** A flag's words for staff; a flag the product does not know yet shows its key and stored description. */
export function featureFlagInfo(key: string, storedDescription = ''): FeatureFlagInfo {
  return FEATURE_FLAG_INFO[key] ?? { label: key, description: storedDescription, confirmOff: null };
}
