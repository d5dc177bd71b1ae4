import { hash, verify } from "@node-rs/argon2";

export const hashPassword = (password: string): Promise<string> => hash(password);

export async function passwordMatches(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}
