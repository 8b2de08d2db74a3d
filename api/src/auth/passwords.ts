/**
 * Password hashing with argon2id. Parameters follow the OWASP recommendation
 * (m=19 MiB, t=2, p=1); see the login benchmark in docs/benchmarks.md for their cost on this hardware.
 */
import { hash, verify } from '@node-rs/argon2';

/** Algorithm.Argon2id (a const enum that isolated modules cannot read). */
const ARGON2ID = 2;

const options = { algorithm: ARGON2ID, memoryCost: 19456, timeCost: 2, parallelism: 1 } as const;

export function hashPassword(password: string): Promise<string> {
  return hash(password, options);
}

export async function verifyPassword(passwordHash: string | null | undefined, password: string): Promise<boolean> {
  // An unknown user still pays for one verification so both cases take the same time.
  const target = passwordHash ?? DUMMY_HASH;
  const ok = await verify(target, password).catch(() => false);
  return ok && passwordHash != null;
}

const DUMMY_HASH = '$argon2id$v=19$m=19456,t=2,p=1$c29tZXNhbHRzb21lc2FsdA$9sTbSlTio3Biev89thdrlKKiCaYsjjYVJxGAL3swxpg';
