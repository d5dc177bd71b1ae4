import { moyasarGateway } from "@amlak/api";
import type { SandboxGatewaySettings } from "../sandbox-gateway/sandbox-gateway.ts";

/**
 * The sandbox gateway of a test server at `publicUrl`, and the port's adapter speaking to it; its signed webhooks go
 * to that server's own endpoint unless `webhookUrl` names a receiver of the test's.
 */
export function sandboxAt(publicUrl: string, webhookUrl = `${publicUrl}/api/webhooks/payments/sandbox`) {
  const settings: SandboxGatewaySettings = {
    publicUrl,
    secretKey: "sk_test_sandbox_spec",
    webhookSecret: "whsec_sandbox_spec",
    webhookUrl,
  };
  return { settings, paymentGateway: moyasarGateway({ name: "sandbox", apiBase: `${publicUrl}/sandbox-gateway/v1`, ...settings }) };
}

// A payer's browser on the sandbox gateway's hosted page, over real HTTP: it reads the page and posts its forms.

/** The hosted page as a browser gets it. */
export async function openPage(url: string) {
  const response = await fetch(url);
  return { status: response.status, html: await response.text(), headers: response.headers };
}

/** Submits the page's form whose action contains `path`, as a browser does (urlencoded), without following the redirect. */
export async function submitForm(pageUrl: string, path: "/pay" | "/bill", fields: Record<string, string> = {}) {
  const { html } = await openPage(pageUrl);
  const action = [...html.matchAll(/<form method="post" action="([^"]+)"/g)]
    .map((match) => match[1]!)
    .find((found) => found.includes(path));
  if (!action) throw new Error(`no ${path} form on ${pageUrl}`);
  return fetch(new URL(action.replaceAll("&amp;", "&"), pageUrl), {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams(fields).toString(),
    redirect: "manual",
  });
}

/** The card form's fields for a test card. */
export const testCard = (number: string) => ({ name: "Sara Alharbi", number, expiry: "12/30", cvc: "987" });

/** Where the payer's browser is sent back, with the payment's id, status and message the gateway appends. */
export function returnedTo(response: Response) {
  const location = new URL(response.headers.get("location") ?? "");
  return {
    to: `${location.origin}${location.pathname}`,
    url: location,
    id: location.searchParams.get("id")!,
    status: location.searchParams.get("status"),
    message: location.searchParams.get("message"),
  };
}
