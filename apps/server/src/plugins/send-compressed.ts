import type { FastifyReply, FastifyRequest } from "fastify";
import { brotliCompress, constants, gzip } from "node:zlib";
import { promisify } from "node:util";

const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);

/**
 * Sends a page made per request (the built assets come pre-compressed from the build) in the smallest encoding the
 * client accepts. Brotli at a middle quality: the best one costs more time than it saves on a page this size.
 */
export async function sendCompressed(request: FastifyRequest, reply: FastifyReply, body: string) {
  const accepted = String(request.headers["accept-encoding"] ?? "");
  reply.header("vary", "accept-encoding");
  if (/\bbr\b/.test(accepted)) {
    return reply.header("content-encoding", "br").send(await brotli(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } }));
  }
  if (/\bgzip\b/.test(accepted)) return reply.header("content-encoding", "gzip").send(await gzipped(body));
  return reply.send(body);
}
