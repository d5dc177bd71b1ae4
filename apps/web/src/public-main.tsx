import "./theme/fonts.ts";
import { startAnalytics } from "./lib/analytics.ts";
import { readSiteSettings } from "./lib/site-settings-block.ts";

// The server sends every public page whole, so reading one needs no JavaScript: React, Chakra and the page's code
// come at the visitor's first touch, key or focus. A click or submit made before React listens is held, then given
// again once it does (or, should the code not arrive, to the browser).
const WAKING = ["pointerdown", "touchstart", "keydown", "focusin"] as const;
const ACTIONABLE = "a[href], button, summary, label, [role=button], [role=tab], [role=radio], input[type=checkbox], input[type=radio]";

let heldClick: HTMLElement | null = null;
let heldSubmit: HTMLFormElement | null = null;

function holdClick(event: MouseEvent) {
  if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
  const target = event.target instanceof Element ? event.target.closest<HTMLElement>(ACTIONABLE) : null;
  if (!target) return;
  event.preventDefault();
  event.stopImmediatePropagation();
  heldClick = target;
}

function holdSubmit(event: SubmitEvent) {
  if (!(event.target instanceof HTMLFormElement)) return;
  event.preventDefault();
  event.stopImmediatePropagation();
  heldSubmit = event.target;
}

const typed = new Map<HTMLInputElement | HTMLTextAreaElement, string>();

function noteTyping(event: Event) {
  const field = event.target;
  if (field instanceof HTMLInputElement || field instanceof HTMLTextAreaElement) typed.set(field, field.value);
}

/**
 * What the visitor typed before React listened: hydrating, React empties a field it controls, and reads one it does
 * not as unchanged; each is given its text again, as a change React sees.
 */
function announceTyped() {
  for (const [field, text] of typed) {
    field.value = ""; // through React's own setter, which it compares the next value with
    Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field), "value")?.set?.call(field, text);
    field.dispatchEvent(new Event("input", { bubbles: true }));
  }
}

function release() {
  window.removeEventListener("click", holdClick, true);
  window.removeEventListener("submit", holdSubmit, true);
  window.removeEventListener("input", noteTyping, true);
  heldClick?.click();
  heldSubmit?.requestSubmit();
}

function wake() {
  for (const type of WAKING) window.removeEventListener(type, wake, true);
  void import("./public/site/hydrate.tsx")
    .then(({ hydrate }) => hydrate())
    .then(() => {
      announceTyped();
      document.documentElement.dataset.hydrated = "";
    })
    .finally(release);
}

startAnalytics(readSiteSettings().analytics);
window.addEventListener("click", holdClick, true);
window.addEventListener("submit", holdSubmit, true);
window.addEventListener("input", noteTyping, true);
for (const type of WAKING) window.addEventListener(type, wake, { capture: true, passive: true });
