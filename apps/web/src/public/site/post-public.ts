import type { Lang } from "@amlak/i18n";

export type PublicAnswer = { ok: true } | { ok: false; message: string; fieldErrors: Record<string, string> };

/**
 * A public page's form sent to the REST API in the page's language: the public pages carry no tRPC client. A refusal
 * comes back translated, with each field's message; a failed connection throws.
 */
export async function postPublic(path: string, body: object, lang: Lang): Promise<PublicAnswer> {
  const response = await fetch(`/api${path}`, {
    method: "POST",
    headers: { "Content-Type": "application/json", "Accept-Language": lang },
    body: JSON.stringify(body),
  });
  if (response.ok) return { ok: true };
  const refusal = (await response.json().catch(() => ({}))) as { message?: string; fieldErrors?: Record<string, string> };
  return { ok: false, message: refusal.message ?? "", fieldErrors: refusal.fieldErrors ?? {} };
}
