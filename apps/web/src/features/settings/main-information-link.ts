const MAIN_INFORMATION = "/MainManagement?tab=MainInformation";

/**
 * Settings → Main information, coming back to `returnTo` (a path of this app) once it is saved: where a screen needs
 * the organization's VAT number or main information, it links here rather than leave the user to find the page.
 */
export const mainInformationLink = (returnTo: string) => `${MAIN_INFORMATION}&return=${encodeURIComponent(returnTo)}`;

/** The `?return=` path to go back to after saving, when it is one of this app's own paths (never another site). */
export function returnPathOf(params: URLSearchParams): string | null {
  const path = params.get("return");
  return path?.startsWith("/") && !path.startsWith("//") && !path.startsWith("/\\") ? path : null;
}
