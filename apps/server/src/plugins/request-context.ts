import { readAccessToken, type Context, type Services } from "@amlak/api";
import { parseLang } from "@amlak/i18n";
import type { FastifyRequest } from "fastify";

const bearer = (header: string | undefined) => (header?.startsWith("Bearer ") ? header.slice(7).trim() : null);

/** The context of a request whose caller does not matter: a refusal made before any procedure ran. */
export function anonymousContextOf(services: Services, request: FastifyRequest): Context {
  return {
    ...services,
    // ?lang= lets a plain link (a printable invoice) choose the language a header cannot.
    lang: parseLang((request.query as { lang?: string } | null | undefined)?.lang ?? request.headers["accept-language"]),
    requestId: request.id,
    ip: request.ip,
    caller: null,
    idempotencyKey: typeof request.headers["idempotency-key"] === "string" ? request.headers["idempotency-key"] : null,
  };
}

/** The procedure context of one HTTP request: caller from the bearer token, language from Accept-Language. */
export async function contextOf(services: Services, request: FastifyRequest): Promise<Context> {
  const token = bearer(request.headers.authorization);
  return {
    ...anonymousContextOf(services, request),
    caller: token ? await readAccessToken(services.auth, token, services.now()) : null,
  };
}
