/**
 * Passwords found in breach lists (the maintained list of @zxcvbn-ts/language-common, about 49,000
 * entries, kept offline). Loaded on first use, not at start-up.
 */
import { dictionary } from '@zxcvbn-ts/language-common';

let common: Set<string> | null = null;

export function isBreachedPassword(password: string): boolean {
  common ??= new Set(dictionary['passwords-common'].map((entry) => entry.toLowerCase()));
  return common.has(password.toLowerCase());
}
