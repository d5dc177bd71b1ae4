import { AspectRatio, Box, Button, Center, Image, Stack } from "@chakra-ui/react";
import { ImageUp } from "lucide-react";
import { useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { toastFileError } from "../../lib/download.ts";
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
  const input = useRef<HTMLInputElement>(null);
  const [uploading, setUploading] = useState(false);

  const upload = async (file: File) => {
    setUploading(true);
    onUploading(true);
    try {
      const stored = await uploadBlogImage(file);
      onChange({ id: stored.key_object, url: stored.url });
    } catch (error) {
      toastFileError(error);
    } finally {
      setUploading(false);
      onUploading(false);
    }
  };

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
      <input
        ref={input}
        type="file"
        hidden
        accept={BLOG_IMAGE_ACCEPT}
        data-testid="blog-cover-input"
        onChange={(event) => {
          const file = event.target.files?.[0];
          event.target.value = "";
          if (file) void upload(file);
        }}
      />
      <Button
        size="sm"
        variant="outline"
        loading={uploading}
        loadingText={t("blogsAdmin.uploading")}
        onClick={() => input.current?.click()}
      >
        <ImageUp /> {t(url ? "blogsAdmin.coverReplace" : "blogsAdmin.coverChoose")}
      </Button>
    </Stack>
  );
}
