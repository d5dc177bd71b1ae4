/** The most calls one tRPC batch carries: the web client splits its batches at it, the server refuses more by default. */
export const TRPC_BATCH_MAX_CALLS = 20;
