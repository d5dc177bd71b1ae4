import { chromium, type Browser } from "playwright-core";

/**
 * Debian's Chromium (scripts/ensure-test-tools.sh installs it); npm's browser downloads are not reachable here. Tests
 * drive its headless shell (package chromium-headless-shell): the same Blink without the full browser's display
 * compositor, a third less CPU on the browser files (docs/decisions.md). `full` is the browser a user runs, for figures
 * that should match one.
 */
const HEADLESS_SHELL = "/usr/lib/chromium/chromium-headless-shell";
const FULL_CHROMIUM = "/usr/bin/chromium";

export function launchChromium({ full = false }: { full?: boolean } = {}): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? (full ? FULL_CHROMIUM : HEADLESS_SHELL),
    args: [
      "--no-sandbox",
      "--disable-gpu",
      "--disable-background-networking",
      "--disable-component-update",
      "--no-first-run",
      "--disable-sync",
      "--disable-quic",
    ],
  });
}
