import { TRPCClientError } from "@trpc/client";
import { i18next } from "./i18n.ts";

/** What the server puts in a tRPC error's `data`: texts already translated to the request's language. */
export interface AppErrorData {
  code: string;
  message: string;
  referenceNo?: string;
  fieldErrors?: Record<string, string>;
  /** What the caller may act on, e.g. the id and name of the contact a duplicate repeats (contact.duplicate). */
  details?: Record<string, string>;
}

export function appErrorData(error: unknown): AppErrorData | undefined {
  if (!(error instanceof TRPCClientError)) return undefined;
  const data = error.data as Partial<AppErrorData> | undefined;
  return typeof data?.code === "string" ? (data as AppErrorData) : undefined;
}

/** The toast text for a failed call (SPEC §8): the server's message with its reference number. */
export function errorText(error: unknown): string {
  const data = appErrorData(error);
  if (!data) return i18next.t(hasResponse(error) ? "notFound" : "toast.networkError");
  const message = data.message || i18next.t("notFound");
  return data.referenceNo ? `${message}\n${i18next.t("toast.referenceNo", { referenceNo: data.referenceNo })}` : message;
}

function hasResponse(error: unknown): boolean {
  return error instanceof TRPCClientError && (error.shape !== undefined || error.meta?.response !== undefined);
}
