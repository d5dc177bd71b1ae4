import type { DueMessage, MessageChannel } from "@amlak/db";

export type MessageToSend = Omit<DueMessage, "attempts">;

/** One way of reaching a person (DESIGN §6): an adapter over a provider, or the outbox alone. */
export interface Channel {
  /** Hands the message to the provider; throws a DeliveryFailure when it would not take it. */
  send(message: MessageToSend): Promise<{ providerMessageId: string | null }>;
}

export type Channels = Record<MessageChannel, Channel>;

/**
 * Why a provider did not take a message, and whether trying again could help: a bad number or a rejected template
 * is permanent, a timeout, a 5xx or a 429 is not. The reason is the provider's own words, kept on the message for the
 * organization's log; it never reaches a request, so it is not an AppError.
 */
export class DeliveryFailure extends Error {
  constructor(
    reason: string,
    readonly permanent: boolean,
  ) {
    super(reason);
  }
}

/** The development default: the outbox row is the delivery (tests and staff read it); nothing leaves the server. */
export const outboxChannel: Channel = {
  send: async () => ({ providerMessageId: null }),
};

/** A channel without settings in a deployment that delivers for real: its messages fail at once, saying so. */
export const unconfiguredChannel = (channel: MessageChannel): Channel => ({
  send: () => Promise.reject(new DeliveryFailure(`${channel} is not configured`, true)),
});

/**
 * POSTs to a provider's HTTP API and answers its status and parsed JSON body: no answer in 15 s, a connection that
 * fails, a 429 or a 5xx is a transient failure; the caller judges the rest.
 */
export async function postToProvider(provider: string, url: string, init: RequestInit): Promise<{ status: number; body: unknown }> {
  const response = await fetch(url, { ...init, method: "POST", signal: AbortSignal.timeout(15_000) }).catch((error: Error) => {
    throw new DeliveryFailure(`${provider} did not answer: ${error.message}`, false);
  });
  const body: unknown = await response.json().catch(() => null);
  if (response.status === 429 || response.status >= 500)
    throw new DeliveryFailure(`${provider} answered ${response.status}${reasonSuffix(body)}`, false);
  return { status: response.status, body };
}

const reasonSuffix = (body: unknown) => {
  const text = JSON.stringify(body);
  return text && text !== "null" ? `: ${text.slice(0, 200)}` : "";
};
