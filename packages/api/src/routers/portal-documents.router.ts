import { listPortalDocuments } from "@amlak/db";
import { z } from "zod";
import { ZPortalDocumentOutput } from "../outputs/portal-access.output.ts";
import { portalReadProcedure } from "../trpc.ts";

/**
 * The documents the landlord shared with a tenant (of their contracts and leased units) or an owner (of their real
 * estates and the contracts on them), merged into the portal router; each downloads at GET /api/portal/documents/:id.
 */
export const portalDocumentsProcedures = {
  documents: portalReadProcedure(["tenant", "owner"])
    .output(z.array(ZPortalDocumentOutput))
    .query(async ({ ctx }) =>
      (await listPortalDocuments(ctx.trx)).map(({ size_bytes, ...document }) => ({ ...document, size: Number(size_bytes) })),
    ),
};
