import type { FieldValues, Path, UseFormSetError } from "react-hook-form";
import { appErrorData } from "./app-error.ts";

/** Puts the server's translated field messages under the form's fields. */
export function showServerFieldErrors<T extends FieldValues>(error: unknown, setError: UseFormSetError<T>): void {
  for (const [field, message] of Object.entries(appErrorData(error)?.fieldErrors ?? {})) {
    setError(field as Path<T>, { type: "server", message });
  }
}
