/**
 * The keys that may name what a message is for, best first: the purpose's own text (`users.invitation`), else its
 * family's (`rent.before_7` → `rent`), else "Message" for a purpose added without a text. Its own module, so the web
 * picks among them with i18next without loading every catalogue.
 */
export const messagePurposeKeys = (purpose: string): string[] => [
  `messages.purpose.${purpose}`,
  `messages.purpose.${purpose.split(".")[0]}`,
  "messages.purpose.other",
];
