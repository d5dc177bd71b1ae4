import { Button, HStack, Link, Text } from "@chakra-ui/react";
import { ExternalLink, Paperclip, X } from "lucide-react";
import { useTranslation } from "react-i18next";
import { FilePickButton } from "../../ui/file-pick-button.tsx";
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

  return (
    <HStack gap="2" wrap="wrap" data-testid={testId}>
      <Text textStyle="sm" color="fg.muted">
        {label}:
      </Text>
      {paper.url && <PaperLink url={paper.url} />}
      <FilePickButton
        accept={ACCEPT}
        onPick={async (file) => {
          const [stored] = await uploadFiles({ type: "ORGANIZATION", files: [file] });
          if (stored) onChange({ id: stored.key_object, url: stored.url });
        }}
        onBusy={onUploading}
        inputTestId={`${testId}-input`}
        size="xs"
        variant="outline"
        loadingText={t("settings.main.uploading")}
      >
        <Paperclip /> {t(paper.id ? "settings.main.replacePaper" : "settings.main.uploadPaper")}
      </FilePickButton>
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
