import type { Lang } from "@amlak/i18n";

/** What the server tells the browser about the page it rendered, so hydration renders the same. */
export interface PageState {
  /** The table row's path; "" for the not-found page. */
  path: string;
  data: unknown;
  lang: Lang;
}

export const PAGE_STATE_ID = "page-state";

/** A JSON script block; "<" escaped so no text in the data can close it. */
export const pageStateScript = (state: PageState) =>
  `<script type="application/json" id="${PAGE_STATE_ID}">${JSON.stringify(state).replace(/</g, "\\u003c")}</script>`;
