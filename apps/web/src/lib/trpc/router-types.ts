import type { AppRouter } from "@amlak/api";
import type { inferRouterOutputs } from "@trpc/server";

export type RouterOutputs = inferRouterOutputs<AppRouter>;

export type Session = RouterOutputs["auth"]["verify"];
export type SessionUser = RouterOutputs["session"]["me"];
export type Authorization = RouterOutputs["session"]["authorization"];
