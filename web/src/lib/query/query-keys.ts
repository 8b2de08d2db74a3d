/** Query keys under this prefix hold the signed-in user's data; they are dropped when the user changes. */
export const ACCOUNT_QUERY_PREFIX = ['account'] as const;
/** Reference data (states, trades): the same for everybody, kept across sign-ins. */
export const REFERENCE_QUERY_PREFIX = ['reference'] as const;
