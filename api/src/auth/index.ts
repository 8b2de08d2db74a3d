/** What other features use from sign-in. */
export { findUserById, toAuthUser } from './queries.ts';
export { createSignInCode, signInLink } from './sign-in-codes.ts';
