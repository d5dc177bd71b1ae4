import { readAccessToken, readPortalToken, type Context, type Services } from "@amlak/api";
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

const callers = new WeakMap<FastifyRequest, Promise<Context["caller"]>>();

/** The caller of the request's bearer token (null without a valid one), read once however often it is asked. */
export function callerOf(services: Services, request: FastifyRequest): Promise<Context["caller"]> {
  let caller = callers.get(request);
  if (!caller) {
    const token = bearer(request.headers.authorization);
    caller = token ? readAccessToken(services.auth, token, services.now()) : Promise.resolve(null);
    callers.set(request, caller);
  }
  return caller;
}

/**
 * The procedure context of one HTTP request: the member caller or portal user of the bearer token (a token is only
 * ever one of them), language from Accept-Language.
 */
export async function contextOf(services: Services, request: FastifyRequest): Promise<Context> {
  const caller = await callerOf(services, request);
  const token = bearer(request.headers.authorization);
  const portal = !caller && token ? await readPortalToken(services.auth, token, services.now()) : null;
  return { ...anonymousContextOf(services, request), caller, portal };
}
