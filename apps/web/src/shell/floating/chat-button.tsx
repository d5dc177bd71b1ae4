import { IconButton } from "@chakra-ui/react";
import { MessageCircle } from "lucide-react";
import { useTranslation } from "react-i18next";
import { whatsAppUrl } from "@amlak/domain";
import { useSiteSettings } from "../../lib/site-settings.tsx";

/** Opens a chat with support on WhatsApp, from any signed-in page; in the floating dock, opposite the toasts in both languages. */
export function ChatButton() {
  const { t } = useTranslation();
  const { whatsappPhone } = useSiteSettings().contacts;
  if (!whatsappPhone) return null;
  return (
    <IconButton
      asChild
      // Pushed to the right end of the phone's dock, with or without the scroll arrow beside it.
      ms="auto"
      size="xl"
      rounded="full"
      colorPalette="green"
      shadow="lg"
      aria-label={t("shell.chatWithUs")}
      title={t("shell.chatWithUs")}
      data-testid="chat-button"
    >
      <a href={whatsAppUrl(whatsappPhone)} target="_blank" rel="noopener noreferrer">
        <MessageCircle />
      </a>
    </IconButton>
  );
}
