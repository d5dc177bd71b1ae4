import { Toaster as ChakraToaster, LocaleProvider, Portal, Stack, Toast, createToaster } from "@chakra-ui/react";
import { dirOf } from "../lib/i18n.ts";
import { useSession } from "../lib/session/session-store.ts";
import { DOCK_HEIGHT } from "./floating-dock.tsx";

/** SPEC §9: at most 4 toasts, in the bottom-left corner. */
export const toaster = createToaster({ placement: "bottom-start", max: 4, pauseOnPageIdle: true });

/**
 * The corner stays bottom-left in Arabic too: the toaster is positioned in a left-to-right frame (zag mirrors "start"
 * for RTL and then mirrors it back through logical insets), while each toast reads in the page's direction.
 */
export function Toaster() {
  const dir = dirOf(useSession((session) => session.lang));
  return (
    <Portal>
      <LocaleProvider locale="en-US">
        <ChakraToaster
          toaster={toaster}
          insetInline={{ mdDown: "4" }}
          // On a phone the toasts rise above the floating dock rather than cover its buttons (zag sets `bottom` inline).
          css={{ "@media screen and (max-width: 47.99rem)": { bottom: `calc(${DOCK_HEIGHT} + 0.5rem) !important` } }}
        >
          {(toast) => (
            <Toast.Root width={{ md: "sm" }} dir={dir} data-testid={`toast-${toast.type ?? "info"}`}>
              <Toast.Indicator />
              <Stack gap="1" flex="1" maxWidth="100%">
                {toast.title && <Toast.Title>{toast.title}</Toast.Title>}
                {toast.description && <Toast.Description whiteSpace="pre-line">{toast.description}</Toast.Description>}
              </Stack>
              <Toast.CloseTrigger />
            </Toast.Root>
          )}
        </ChakraToaster>
      </LocaleProvider>
    </Portal>
  );
}
