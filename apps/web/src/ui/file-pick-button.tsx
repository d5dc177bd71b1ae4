import { Button, IconButton, type ButtonProps } from "@chakra-ui/react";
import { useRef, useState } from "react";
import { appErrorData } from "../lib/app-error.ts";
import { toastFileError } from "../lib/download.ts";

interface Props extends Omit<ButtonProps, "onClick" | "loading"> {
  /** What the picker offers, as the input's `accept` (".png,.jpg,.jpeg"). */
  accept: string;
  /** Sends the chosen file and does what it is for; the button is busy until it settles. */
  onPick: (file: File) => Promise<void>;
  /** Told while a file is on its way, so a form can wait for it (SPEC §5 "Please wait until uploading files"). */
  onBusy?: (busy: boolean) => void;
  /** The hidden file input's test id (browser tests set its files). */
  inputTestId: string;
  /** A toolbar's icon alone, named by its aria-label. */
  iconOnly?: boolean;
}

/** A button that opens the file picker for one file and stays busy while `onPick` sends it; the same file can be picked again. */
export function FilePickButton({ accept, onPick, onBusy, inputTestId, iconOnly, ...button }: Props) {
  const input = useRef<HTMLInputElement>(null);
  const [busy, setBusy] = useState(false);
  const pick = async (file: File) => {
    setBusy(true);
    onBusy?.(true);
    try {
      await onPick(file);
    } catch (error) {
      // A refusal of the API has its toast already (with the feedback link); a refused upload has not.
      if (!appErrorData(error)) toastFileError(error);
    } finally {
      setBusy(false);
      onBusy?.(false);
    }
  };
  const Trigger = iconOnly ? IconButton : Button;
  return (
    <>
      <input
        ref={input}
        type="file"
        hidden
        accept={accept}
        data-testid={inputTestId}
        onChange={(event) => {
          const file = event.target.files?.[0];
          event.target.value = "";
          if (file) void pick(file);
        }}
      />
      <Trigger {...button} loading={busy} onClick={() => input.current?.click()} />
    </>
  );
}
