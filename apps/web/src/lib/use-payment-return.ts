import { useEffect, useRef } from "react";
import { useLocation } from "wouter";

const REDIRECT_AFTER_MS = 3_000;

interface PaymentReturn<Input, Outcome> {
  /** The mutation that has the server read the payment back from the gateway and settle it. */
  confirm: { mutate: (input: Input) => void; data?: Outcome; isError: boolean };
  /** What the return address names to confirm; null when it names nothing (a failure, with nothing to ask). */
  input: Input | null;
  /** Whether the server's answer is the last word (not "still waiting for the gateway"). */
  isFinal: (outcome: Outcome) => boolean;
  /** Where the payer goes back to. */
  back: string;
}

/**
 * Where a gateway sends the payer back (SPEC §8 "Payment failed" / "payment success", redirect after 3 seconds). What
 * the address says is only a hint: the payment is confirmed once with the server, and once its answer is final (or
 * there is nothing to confirm) the page goes back after 3 seconds. `settled` says the page is about to go back.
 */
export function usePaymentReturn<Input, Outcome>({ confirm, input, isFinal, back }: PaymentReturn<Input, Outcome>) {
  const [, navigate] = useLocation();
  const sent = useRef(false);
  useEffect(() => {
    if (sent.current || !input) return;
    sent.current = true;
    confirm.mutate(input);
  }, [confirm, input]);
  const outcome = confirm.data;
  const settled = confirm.isError || !input || (outcome !== undefined && isFinal(outcome));
  useEffect(() => {
    if (!settled) return;
    const timer = window.setTimeout(() => navigate(back, { replace: true }), REDIRECT_AFTER_MS);
    return () => window.clearTimeout(timer);
  }, [settled, navigate, back]);
  return { outcome, settled };
}
