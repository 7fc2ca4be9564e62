import { createHash, randomBytes, timingSafeEqual } from "node:crypto";
import { API_KEY_PREFIX } from "@vayu/shared/api-keys";

/**
 * The key's shape (docs/decisions/318-api-keys.md): `vayu_live_<16 hex: public id>_<43 base64url: 32 random bytes>`.
 * The public id finds the row; the whole key's SHA-256 is what is stored. A slow password hash
 * (argon2) guards guessable secrets; 256 random bits cannot be guessed, so one SHA-256 is enough
 * and keeps every request's check cheap.
 */
const KEY_SHAPE = new RegExp(`^${API_KEY_PREFIX}([0-9a-f]{16})_[A-Za-z0-9_-]{43}$`);

export const isApiKeyToken = (token: string) => token.startsWith(API_KEY_PREFIX);

export const hashKey = (key: string) => createHash("sha256").update(key).digest("hex");

/** The part of a key the console shows: it names the key without opening anything. */
export const keyPrefix = (publicId: string) => `${API_KEY_PREFIX}${publicId}`;

export function newKey(): { key: string; publicId: string; secretHash: string } {
  const publicId = randomBytes(8).toString("hex");
  const key = `${keyPrefix(publicId)}_${randomBytes(32).toString("base64url")}`;
  return { key, publicId, secretHash: hashKey(key) };
}

/** The public id of a well-formed key; undefined for anything else. */
export const publicIdOf = (key: string) => KEY_SHAPE.exec(key)?.[1];

/** Whether `key` hashes to `secretHash`, compared in constant time. */
export function keyMatches(key: string, secretHash: string): boolean {
  const stored = Buffer.from(secretHash, "hex");
  const given = Buffer.from(hashKey(key), "hex");
  return stored.length === given.length && timingSafeEqual(stored, given);
}
