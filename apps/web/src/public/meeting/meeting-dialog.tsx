import { chakra, Heading, HStack, IconButton } from "@chakra-ui/react";
import { X } from "lucide-react";
import { useEffect, useRef } from "react";
import { useTranslation } from "react-i18next";

/**
 * The scheduling service's own page (SPEC §2 "meeting booking with the sales team"), framed in a modal. The browser's
 * own dialog keeps focus inside and closes on Escape, and spares the public pages Chakra's dialog styles.
 */
export function MeetingDialog({ url, onClose }: { url: string; onClose: () => void }) {
  const { t } = useTranslation();
  const dialog = useRef<HTMLDialogElement>(null);
  useEffect(() => dialog.current?.showModal(), []);

  return (
    <chakra.dialog
      ref={dialog}
      onClose={onClose}
      aria-labelledby="meeting-title"
      data-testid="meeting-dialog"
      m="auto"
      p="0"
      w={{ base: "full", md: "3xl" }}
      maxW="full"
      h={{ base: "full", md: "85vh" }}
      maxH="full"
      rounded={{ md: "xl" }}
      bg="bg"
      color="fg"
      borderWidth="0"
      shadow="2xl"
      css={{ "&::backdrop": { background: "rgba(0, 0, 0, 0.5)" } }}
    >
      <chakra.div display="flex" flexDirection="column" h="full">
        <HStack px="5" py="3" borderBottomWidth="1px" justify="space-between">
          <Heading as="h2" size="md" id="meeting-title">
            {t("meeting.title")}
          </Heading>
          <IconButton variant="ghost" size="sm" aria-label={t("action.close")} onClick={() => dialog.current?.close()}>
            <X />
          </IconButton>
        </HStack>
        <chakra.iframe src={url} title={t("meeting.frameTitle")} flex="1" w="full" border="0" />
      </chakra.div>
    </chakra.dialog>
  );
}
