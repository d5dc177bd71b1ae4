/** E-mail confirmation by a single-use link (issue #21): the e-mail, the /confirmation page and its refusals. */
export const emailConfirmation = {
  "emailConfirmation.invalid": "This confirmation link is not valid",
  "emailConfirmation.expired": "This confirmation link has expired",
  "emailConfirmation.used": "This confirmation link has already been used",
  "emailConfirmation.otherAccount": "This confirmation link was sent to another account: sign in with that account to use it",
  "emailConfirmation.noEmail": "Add an e-mail address to your profile first",
  "emailConfirmation.email":
    "Welcome to Amlak. Confirm your e-mail address {{email}} by opening this link within {{hours}} hours: {{link}}",
  "confirmation.confirming": "Confirming your e-mail…",
  "confirmation.confirmed": "Your e-mail {{email}} is confirmed. Thank you.",
  "confirmation.pending": "Your e-mail {{email}} is not confirmed yet. Open the link we sent to it, or ask for a new one.",
  "confirmation.failedHint": "Ask for a new link: it is sent to the e-mail in your profile.",
  "confirmation.sendNew": "Send a new link",
  "confirmation.sent": "A new confirmation link is on its way to {{email}}.",
  "confirmation.confirmEmail": "Confirm your e-mail",
  "confirmation.toDashboard": "Go to the home page",
} as const;
