import { Button, type ButtonProps } from "@chakra-ui/react";
import { lazy, Suspense, useState } from "react";
import { Link } from "wouter";
import { useSiteSettings } from "../../lib/site-settings.tsx";

// Loaded on the first click: the page itself never waits for the dialog's code.
const MeetingDialog = lazy(async () => ({ default: (await import("./meeting-dialog.tsx")).MeetingDialog }));

/** "Talk to sales": the meeting-booking page in a dialog when one is configured, otherwise the sales form. */
export function SalesButton({ children, ...button }: ButtonProps) {
  const { meetingBookingUrl } = useSiteSettings();
  const [open, setOpen] = useState(false);
  if (!meetingBookingUrl)
    return (
      <Button asChild {...button} data-track="contact_sales">
        <Link href="/contact?about=business">{children}</Link>
      </Button>
    );
  return (
    <>
      <Button {...button} onClick={() => setOpen(true)} data-track="book_meeting">
        {children}
      </Button>
      {open && (
        <Suspense fallback={null}>
          <MeetingDialog url={meetingBookingUrl} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
