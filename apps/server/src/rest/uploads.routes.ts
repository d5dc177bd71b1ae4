import { createCaller, describeError, openBlogImage, openLinkedFile, openPortalDocument, type OpenedFile, type Services } from "@amlak/api";
import { AppError } from "@amlak/domain";
import multipart from "@fastify/multipart";
import { BLOG_UPLOAD_TYPE, MAX_FILES_PER_UPLOAD, MAX_UPLOAD_BYTES, MAX_UPLOAD_MB } from "@amlak/schemas";
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { tellWhenToRetry } from "../plugins/rate-limits.ts";
import { anonymousContextOf, contextOf } from "../plugins/request-context.ts";
import { restRoute } from "./rest-route.ts";

/** SPEC §7: the multipart field every file of an upload is sent in. */
const FILES_FIELD = "arrayOfFilesName";

/** Shown in the browser (a PDF or a picture opens in its tab); anything else is saved. */
const INLINE_KINDS = new Set(["pdf", "image"]);

/** The multipart parser's refusals, in the product's words. */
function refusalOf(error: unknown, fileName: string): unknown {
  switch ((error as Partial<FastifyError>).code) {
    case "FST_REQ_FILE_TOO_LARGE":
      return new AppError("document.tooLarge", { name: fileName, max: MAX_UPLOAD_MB });
    case "FST_FILES_LIMIT":
      return new AppError("validation.failed", {}, { count: "field.invalid" });
    case "FST_INVALID_MULTIPART_CONTENT_TYPE":
      return new AppError("request.unsupportedMediaType");
    default:
      return error;
  }
}

/** The files of the request's `arrayOfFilesName` field, read into memory (at most 10 of at most 5 MB each). */
async function filesOf(request: FastifyRequest): Promise<{ name: string; bytes: Uint8Array }[]> {
  const files: { name: string; bytes: Uint8Array }[] = [];
  let current = "";
  try {
    for await (const part of request.parts()) {
      if (part.type !== "file") continue;
      current = part.filename;
      const bytes = await part.toBuffer();
      if (part.fieldname === FILES_FIELD) files.push({ name: part.filename, bytes });
    }
  } catch (error) {
    throw refusalOf(error, current);
  }
  return files;
}

/** An RFC 6266 Content-Disposition: an ASCII fallback name and the real one (Arabic included) as UTF-8. */
function disposition(kind: string, name: string): string {
  const ascii = name.replace(/[^\x20-\x7e]|["\\%]/g, "_");
  return `${INLINE_KINDS.has(kind) ? "inline" : "attachment"}; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(name)}`;
}

/** A file is private to whoever holds its link, unless it is a post's picture, the same for everyone for ever. */
function sendFile(reply: FastifyReply, file: OpenedFile, cacheControl = "private") {
  return reply
    .header("content-type", file.contentType)
    .header("content-length", file.size)
    .header("content-disposition", disposition(file.kind, file.name))
    .header("cache-control", cacheControl)
    .header("x-content-type-options", "nosniff")
    .send(file.body);
}

async function answerError(services: Services, request: FastifyRequest, reply: FastifyReply, error: unknown) {
  const { lang, requestId } = anonymousContextOf(services, request);
  const { status, body, unexpected } = describeError(error, lang, requestId);
  if (unexpected) request.log.error({ err: error, referenceNo: body.referenceNo }, "unexpected error");
  tellWhenToRetry(reply, error);
  return reply.code(status).send(body);
}

/**
 * POST /api/upload (SPEC §7), GET /api/files/:id, the one way to a stored file, and GET /api/portal/documents/:id, the
 * portal's way to the files shared with it. The upload reads the multipart files and hands them to documents.upload
 * through the same caller as every REST route (bearer token, Accept-Language, translated refusals); tRPC cannot carry
 * files.
 */
export async function uploadRoutes(app: FastifyInstance, { services }: { services: Services }) {
  await app.register(multipart, { limits: { fileSize: MAX_UPLOAD_BYTES, files: MAX_FILES_PER_UPLOAD, fields: 10, parts: 20 } });

  app.post("/upload", async (request, reply) => {
    const context = await contextOf(services, request);
    try {
      // No one's files are read before we know who sends them.
      if (!context.caller) throw new AppError("auth.unauthorized");
      const query = request.query as Record<string, string | undefined>;
      const files = await filesOf(request);
      const call = createCaller(context);
      const forPosts = query.type?.trim().toUpperCase() === BLOG_UPLOAD_TYPE;
      const stored = await (forPosts ? call.blogs.uploadImage : call.documents.upload)({ ...query, files } as never);
      return reply.code(200).send(stored);
    } catch (error) {
      return answerError(services, request, reply, error);
    }
  });

  // A tenant's photos of one of their maintenance requests (issue #20), with a portal token only.
  app.post("/portal/maintenance-requests/:id/photos", async (request, reply) => {
    const context = await contextOf(services, request);
    try {
      if (!context.portal) throw new AppError("auth.unauthorized");
      const { id } = request.params as { id: string };
      const { org_id } = request.query as Record<string, string | undefined>;
      const files = await filesOf(request);
      const stored = await createCaller(context).portal.maintenanceRequests.addPhotos({
        ...(org_id ? { org_id } : {}),
        id,
        files,
      } as never);
      return reply.code(200).send(stored);
    } catch (error) {
      return answerError(services, request, reply, error);
    }
  });

  // A post's picture, for anyone: the public blog shows it (its id never changes what it holds).
  app.get("/blog-images/:id", async (request, reply) => {
    try {
      const { id } = request.params as { id: string };
      return sendFile(reply, await openBlogImage(services, id), "public, max-age=31536000, immutable");
    } catch (error) {
      return answerError(services, request, reply, error);
    }
  });

  app.get("/files/:id", async (request, reply) => {
    try {
      const { id } = request.params as { id: string };
      return sendFile(reply, await openLinkedFile(services, id, request.query as Record<string, string | undefined>));
    } catch (error) {
      return answerError(services, request, reply, error);
    }
  });

  // A document shared with the signed-in tenant or owner, by their portal token (?org_id= names the organization).
  app.get("/portal/documents/:id", async (request, reply) => {
    try {
      const { portal } = await contextOf(services, request);
      if (!portal) throw new AppError("auth.unauthorized");
      const { id } = request.params as { id: string };
      const { org_id: orgId } = request.query as { org_id?: string };
      return sendFile(reply, await openPortalDocument(services, portal, orgId ?? null, id));
    } catch (error) {
      return answerError(services, request, reply, error);
    }
  });
}

/** GET /api/archives: the archive list (SPEC §7 names /archives beside /upload). */
export const archiveRoutes = [
  restRoute({
    method: "GET",
    path: "/archives",
    summary: "The document archive: shared files, the caller's personal ones and those of properties, contracts and tasks",
    procedure: "documents.list",
    query: ["searchText", "scope", "kind", "real_estate_id", "contract_id", "task_id", "sort", "direction", "page"],
  }),
];
