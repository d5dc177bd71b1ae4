import type { SiteAnalytics } from "@amlak/domain";

declare global {
  interface Window {
    plausible?: ((event: string) => void) & { q?: unknown[][] };
    dataLayer?: unknown[];
  }
}

/** gtag.js reads each command as the `arguments` object of such a call: an array of the same values is ignored. */
function gtag(..._command: unknown[]) {
  // eslint-disable-next-line prefer-rest-params
  (window.dataLayer ??= []).push(arguments);
}

/**
 * Starts the configured analytics (its script is already loading, async, from the server's <head>) and reports a
 * click on any element marked `data-track="<event>"`: the calls to action. Commands given before the script arrives
 * wait in the queue each service reads when it loads.
 */
export function startAnalytics(analytics: SiteAnalytics | null) {
  if (!analytics) return;
  if (analytics.provider === "google") {
    gtag("js", new Date());
    gtag("config", analytics.id);
  } else {
    const queue: unknown[][] = [];
    window.plausible ??= Object.assign((...event: unknown[]) => void queue.push(event), { q: queue });
  }
  document.addEventListener("click", (event) => {
    const marked = event.target instanceof Element ? event.target.closest<HTMLElement>("[data-track]") : null;
    const name = marked?.dataset.track;
    if (!name) return;
    if (analytics.provider === "google") gtag("event", name);
    else window.plausible?.(name);
  });
}
