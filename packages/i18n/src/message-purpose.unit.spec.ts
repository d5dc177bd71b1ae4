import { describe, expect, it } from "vitest";
import { messagePurposeLabel } from "./index.ts";

describe("a message's purpose as the log names it", () => {
  it("is the purpose's own text, else its family's, else a plain Message", () => {
    expect(messagePurposeLabel("en", "users.invitation")).toBe("User invitation");
    expect(messagePurposeLabel("ar", "subscription.renewal_failed")).toBe("تعذّر تجديد الاشتراك");
    expect(messagePurposeLabel("en", "rent.before_7")).toBe("Rent reminder");
    expect(messagePurposeLabel("en", "portal.invitation")).toBe("Portal invitation");
    expect(messagePurposeLabel("en", "survey.sent")).toBe("Message");
    expect(messagePurposeLabel("ar", "survey.sent")).toBe("رسالة");
  });
});
