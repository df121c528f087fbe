import { hash, verify } from "@node-rs/argon2";
import { COMMON_PASSWORDS } from "./common-passwords";

// OWASP's argon2id baseline: 19 MiB, 2 iterations, parallelism 1.
// algorithm 2 is Algorithm.Argon2id (a const enum, which isolated modules cannot import).
const OPTIONS = { algorithm: 2, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

/**
 * Stored instead of a hash for accounts nobody may sign in to (the demo fans outside demo mode):
 * not an argon2 string, so no password ever verifies against it.
 */
export const UNUSABLE_PASSWORD_HASH = "!no-password";

export function hashPassword(password: string): Promise<string> {
  return hash(password, OPTIONS);
}

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

/** A hash of nothing in particular, verified when the account does not exist so timing reveals nothing. */
let dummyHash: Promise<string> | undefined;
export async function burnVerifyTime(password: string): Promise<void> {
  dummyHash ??= hashPassword("not-a-real-password-" + Math.random());
  await verifyPassword(await dummyHash, password);
}

export function isCommonPassword(password: string): boolean {
  return COMMON_PASSWORDS.has(password.toLowerCase());
}
export const COMMON_PASSWORD_MESSAGE = "This password is too common. Please choose a less predictable one.";
