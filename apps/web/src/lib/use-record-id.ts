import { useLocation } from "wouter";

/** The id of a record page (/Properties/:id, /contracts/:id…): the last segment of the path. */
export function useRecordId(): string {
  const [location] = useLocation();
  return decodeURIComponent(location.split(/[?#]/, 1)[0]!.split("/").filter(Boolean).at(-1) ?? "");
}
