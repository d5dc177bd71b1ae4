import { AspectRatio, Box, Center, Image, Stack } from "@chakra-ui/react";
import { ImageUp } from "lucide-react";
import { useTranslation } from "react-i18next";
import { FilePickButton } from "../../ui/file-pick-button.tsx";
import { BLOG_IMAGE_ACCEPT, uploadBlogImage } from "./upload-blog-image.ts";

interface Props {
  url: string | null;
  onChange: (cover: { id: string; url: string }) => void;
  onUploading: (uploading: boolean) => void;
  invalid: boolean;
}

/** The post's cover picture: its preview, and Choose or Replace (SPEC §5: png, jpg or jpeg). */
export function BlogCover({ url, onChange, onUploading, invalid }: Props) {
  const { t } = useTranslation();

  return (
    <Stack gap="2" align="start">
      <AspectRatio ratio={16 / 9} w="full" maxW="sm">
        <Box
          rounded="l2"
          borderWidth="1px"
          borderStyle={url ? "solid" : "dashed"}
          borderColor={invalid ? "border.error" : "border"}
          overflow="hidden"
          bg="bg.muted"
        >
          {url ? (
            <Image src={url} alt="" objectFit="cover" w="full" h="full" data-testid="blog-cover-preview" />
          ) : (
            <Center color="fg.muted">
              <ImageUp size={32} aria-hidden />
            </Center>
          )}
        </Box>
      </AspectRatio>
      <FilePickButton
        accept={BLOG_IMAGE_ACCEPT}
        onPick={async (file) => {
          const stored = await uploadBlogImage(file);
          onChange({ id: stored.key_object, url: stored.url });
        }}
        onBusy={onUploading}
        inputTestId="blog-cover-input"
        size="sm"
        variant="outline"
        loadingText={t("blogsAdmin.uploading")}
      >
        <ImageUp /> {t(url ? "blogsAdmin.coverReplace" : "blogsAdmin.coverChoose")}
      </FilePickButton>
    </Stack>
  );
}
