import { Button, HStack, Link, Text } from "@chakra-ui/react";
import { ExternalLink, Paperclip, X } from "lucide-react";
import { useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { toastFileError } from "../../lib/download.ts";
import { uploadFiles } from "../documents/upload-files.ts";

/** SPEC §5: the organization's papers are images or PDFs. */
const ACCEPT = ".png,.jpg,.jpeg,.pdf";

export interface Paper {
  id: string | null;
  url: string | null;
}

interface Props {
  label: string;
  paper: Paper;
  onChange: (paper: Paper) => void;
  /** While a file is on its way, the form waits (SPEC §5 "Please wait until uploading files"). */
  onUploading: (uploading: boolean) => void;
  testId: string;
}

/** A registration certificate of the organization: its link to open it, and Upload, Replace or Remove while editing. */
export function OrganizationPaper({ label, paper, onChange, onUploading, testId }: Props) {
  const { t } = useTranslation();
  const input = useRef<HTMLInputElement>(null);
  const [uploading, setUploading] = useState(false);

  const upload = async (file: File) => {
    setUploading(true);
    onUploading(true);
    try {
      const [stored] = await uploadFiles({ type: "ORGANIZATION", files: [file] });
      if (stored) onChange({ id: stored.key_object, url: stored.url });
    } catch (error) {
      toastFileError(error);
    } finally {
      setUploading(false);
      onUploading(false);
    }
  };

  return (
    <HStack gap="2" wrap="wrap" data-testid={testId}>
      <Text textStyle="sm" color="fg.muted">
        {label}:
      </Text>
      {paper.url && <PaperLink url={paper.url} />}
      <input
        ref={input}
        type="file"
        hidden
        accept={ACCEPT}
        data-testid={`${testId}-input`}
        onChange={(event) => {
          const file = event.target.files?.[0];
          event.target.value = "";
          if (file) void upload(file);
        }}
      />
      <Button
        size="xs"
        variant="outline"
        loading={uploading}
        loadingText={t("settings.main.uploading")}
        onClick={() => input.current?.click()}
      >
        <Paperclip /> {t(paper.id ? "settings.main.replacePaper" : "settings.main.uploadPaper")}
      </Button>
      {paper.id && (
        <Button size="xs" variant="ghost" colorPalette="red" onClick={() => onChange({ id: null, url: null })}>
          <X /> {t("settings.main.removePaper")}
        </Button>
      )}
    </HStack>
  );
}

export function PaperLink({ url }: { url: string }) {
  const { t } = useTranslation();
  return (
    <Link href={url} target="_blank" rel="noreferrer" textStyle="sm" colorPalette="brand" data-testid="organization-paper-link">
      <ExternalLink size={14} /> {t("settings.main.viewPaper")}
    </Link>
  );
}
