import { createCipheriv, createDecipheriv, randomBytes } from "node:crypto";

// AES-256-GCM: a fresh 12-byte nonce per seal, and the tag refuses a sealed text altered or sealed under another key.
const ALGORITHM = "aes-256-gcm";

/** `nonce.tag.ciphertext`, each in base64url: what the database keeps of a secret. */
export function sealSecret(key: Uint8Array, secret: string): string {
  const nonce = randomBytes(12);
  const cipher = createCipheriv(ALGORITHM, key, nonce);
  const sealed = Buffer.concat([cipher.update(secret, "utf8"), cipher.final()]);
  return [nonce, cipher.getAuthTag(), sealed].map((part) => part.toString("base64url")).join(".");
}

export function openSecret(key: Uint8Array, sealed: string): string {
  const [nonce = "", tag = "", text = ""] = sealed.split(".");
  const decipher = createDecipheriv(ALGORITHM, key, Buffer.from(nonce, "base64url"));
  decipher.setAuthTag(Buffer.from(tag, "base64url"));
  return Buffer.concat([decipher.update(Buffer.from(text, "base64url")), decipher.final()]).toString("utf8");
}
