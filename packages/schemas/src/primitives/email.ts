// Deliberately only the shape (SPEC §5 "simple e-mail shape"): the confirmation mail is the real check.
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function isValidEmail(text: string): boolean {
  return EMAIL.test(text);
}
