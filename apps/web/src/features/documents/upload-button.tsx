import { Box, Button, CloseButton, Dialog, HStack, Image, Portal, Stack, Text } from "@chakra-ui/react";
import { fileExtensionOf, FILE_EXTENSIONS, MAX_FILES_PER_UPLOAD, MAX_UPLOAD_BYTES, MAX_UPLOAD_MB, type TUploadType } from "@amlak/schemas";
import { mayPerform } from "@amlak/domain";
import { Upload } from "lucide-react";
import { useEffect, useMemo, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { toastFileError } from "../../lib/download.ts";
import { useSession } from "../../lib/session/session-store.ts";
import { useSignedInUser } from "../../lib/session/use-signed-in-user.ts";
import { trpc } from "../../lib/trpc/client.ts";
import { Figure } from "../../ui/data-table.tsx";
import { LockedAction, usePackageAllows } from "../../ui/package-gate.tsx";
import { toaster } from "../../ui/toaster.tsx";
import { FileKindIcon, fileSize, kindColor } from "./file-kind.tsx";
import { uploadFiles } from "./upload-files.ts";

/** What the picker offers: SPEC §3's extensions only. */
const ACCEPT = Object.keys(FILE_EXTENSIONS)
  .map((extension) => `.${extension}`)
  .join(",");

/** Photos are compressed before they are sent, so only other files are held to the cap as chosen. */
const COMPRESSIBLE = /\.(jpe?g|png)$/i;

export interface UploadTarget {
  type: TUploadType;
  id?: string;
  isPersonal?: boolean;
}

interface Props {
  target: UploadTarget;
  /** Files held and the package's limit where the upload goes ("2 of 5"); null where no count applies. */
  usage: { used: number; limit: number } | null | undefined;
  /** Says where the files go, above the chosen files. */
  destination?: string;
}

/**
 * Upload (SPEC §2 "file-upload widget with preview"): the picker, then the chosen files with thumbnails and what is
 * wrong with any of them before anything is sent. Hidden from roles that may not add files; locked with the upgrade
 * message when the package does not allow files here or its limit is reached (SPEC §6).
 */
export function UploadButton({ target, usage, destination }: Props) {
  const { t } = useTranslation();
  const user = useSignedInUser();
  const allowed = usePackageAllows("DOCUMENTS", "MANAGE_ENTITY");
  const picker = useRef<HTMLInputElement>(null);
  const [chosen, setChosen] = useState<File[]>([]);
  if (!user || !mayPerform(user.type, "documents.write")) return null;
  const full = usage ? usage.used >= usage.limit : false;
  if (!allowed || full) {
    return (
      <LockedAction
        label={t("archiveScreen.upload")}
        upgradeText={t("archiveScreen.locked")}
        askOwnerText={t("archiveScreen.lockedAskOwner")}
        data-testid="upload-locked"
      />
    );
  }
  const room = usage ? Math.min(MAX_FILES_PER_UPLOAD, usage.limit - usage.used) : MAX_FILES_PER_UPLOAD;
  return (
    <>
      <input
        ref={picker}
        type="file"
        multiple
        accept={ACCEPT}
        hidden
        data-testid="upload-input"
        onChange={(event) => {
          setChosen([...(event.target.files ?? [])]);
          event.target.value = "";
        }}
      />
      <Button size="sm" colorPalette="brand" onClick={() => picker.current?.click()} data-testid="upload-button">
        <Upload /> {t("archiveScreen.upload")}
      </Button>
      {chosen.length > 0 && (
        <UploadDialog
          target={target}
          files={chosen}
          room={room}
          destination={destination}
          onChange={setChosen}
          onClose={() => setChosen([])}
        />
      )}
    </>
  );
}

interface DialogProps {
  target: UploadTarget;
  files: File[];
  room: number;
  destination: string | undefined;
  onChange: (files: File[]) => void;
  onClose: () => void;
}

function problemOf(file: File): "unsupported" | "tooLarge" | null {
  if (!fileExtensionOf(file.name)) return "unsupported";
  if (file.size > MAX_UPLOAD_BYTES && !COMPRESSIBLE.test(file.name)) return "tooLarge";
  return null;
}

function UploadDialog({ target, files, room, destination, onChange, onClose }: DialogProps) {
  const { t } = useTranslation();
  const utils = trpc.useUtils();
  const [sending, setSending] = useState(false);
  const problems = files.map(problemOf);
  const ready = problems.every((problem) => problem === null) && files.length <= room;

  const send = async () => {
    setSending(true);
    try {
      await uploadFiles({ ...target, files });
      toaster.create({ type: "success", description: t("toast.success") });
      onClose();
    } catch (error) {
      toastFileError(error);
    } finally {
      setSending(false);
      await Promise.all([utils.documents.list.invalidate(), utils.documents.usage.invalidate()]);
    }
  };

  return (
    <Dialog.Root open onOpenChange={(details) => !details.open && !sending && onClose()} placement="center" scrollBehavior="inside">
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content data-testid="upload-dialog" mx="4">
            <Dialog.Header>
              <Dialog.Title>{t("archiveScreen.upload.title")}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Stack gap="3">
                {destination && <Text textStyle="sm">{destination}</Text>}
                <Text textStyle="xs" color="fg.muted">
                  {t("archiveScreen.upload.hint", { max: MAX_UPLOAD_MB })}
                </Text>
                {files.length > room && (
                  <Text textStyle="sm" color="fg.error" data-testid="upload-too-many">
                    {t("archiveScreen.upload.tooMany", { count: room })}
                  </Text>
                )}
                <Stack as="ul" gap="2" listStyleType="none" m="0" p="0">
                  {files.map((file, index) => (
                    <ChosenFile
                      key={`${file.name}-${index}`}
                      file={file}
                      problem={problems[index] ?? null}
                      disabled={sending}
                      onRemove={() => onChange(files.filter((_, other) => other !== index))}
                    />
                  ))}
                </Stack>
              </Stack>
            </Dialog.Body>
            <Dialog.Footer>
              <Dialog.ActionTrigger asChild>
                <Button variant="outline" disabled={sending}>
                  {t("action.cancel")}
                </Button>
              </Dialog.ActionTrigger>
              <Button
                colorPalette="brand"
                loading={sending}
                loadingText={t("archiveScreen.upload.sending")}
                disabled={!ready}
                onClick={() => void send()}
                data-testid="upload-send"
              >
                <Upload /> {t("archiveScreen.upload.send", { count: files.length })}
              </Button>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}

function ChosenFile({
  file,
  problem,
  disabled,
  onRemove,
}: {
  file: File;
  problem: "unsupported" | "tooLarge" | null;
  disabled: boolean;
  onRemove: () => void;
}) {
  const { t } = useTranslation();
  const lang = useSession((session) => session.lang);
  const extension = fileExtensionOf(file.name);
  const kind = extension ? FILE_EXTENSIONS[extension] : null;
  const preview = useMemo(() => (kind === "image" ? URL.createObjectURL(file) : null), [file, kind]);
  useEffect(() => () => void (preview && URL.revokeObjectURL(preview)), [preview]);
  return (
    <HStack as="li" gap="3" borderWidth="1px" rounded="lg" p="2" data-testid="upload-file">
      <Box
        flexShrink={0}
        boxSize="12"
        rounded="md"
        bg="bg.muted"
        display="grid"
        placeItems="center"
        overflow="hidden"
        color={kind ? kindColor(kind) : "fg.muted"}
      >
        {preview ? <Image src={preview} alt="" boxSize="12" objectFit="cover" /> : kind && <FileKindIcon kind={kind} size={24} />}
      </Box>
      <Stack gap="0" flex="1" minW="0">
        <Text truncate fontWeight="medium" title={file.name}>
          {file.name}
        </Text>
        <Text textStyle="xs" color={problem ? "fg.error" : "fg.muted"}>
          {problem ? t(`archiveScreen.upload.${problem}`, { max: MAX_UPLOAD_MB }) : <Figure>{fileSize(file.size, lang)}</Figure>}
        </Text>
      </Stack>
      <CloseButton size="sm" disabled={disabled} aria-label={t("archiveScreen.upload.remove", { name: file.name })} onClick={onRemove} />
    </HStack>
  );
}
