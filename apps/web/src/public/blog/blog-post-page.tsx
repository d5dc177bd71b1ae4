import { AspectRatio, Box, Button, Container, Heading, Image, Skeleton, Stack, Text, VStack } from "@chakra-ui/react";
import { ArrowLeft } from "lucide-react";
import { useEffect } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "wouter";
import { appErrorData } from "../../lib/app-error.ts";
import { useFormat } from "../../lib/format.ts";
import { DirectionalIcon } from "../../ui/directional-icon.tsx";
import { LoadError } from "../../ui/load-error.tsx";
import { PublicLayout } from "../public-layout.tsx";
import { usePublishedBlog } from "./use-published-blog.ts";

/** How a post's HTML (already cut to the server's allow-list) reads: the landing's type, pictures within the column. */
const ARTICLE_STYLES = {
  lineHeight: "1.9",
  fontSize: "lg",
  "& h2": { fontSize: "2xl", fontWeight: "bold", mt: "8", mb: "3", lineHeight: "1.4" },
  "& h3": { fontSize: "xl", fontWeight: "semibold", mt: "6", mb: "2" },
  "& p": { mb: "4" },
  "& ul": { listStyleType: "disc", paddingInlineStart: "6", mb: "4" },
  "& ol": { listStyleType: "decimal", paddingInlineStart: "6", mb: "4" },
  "& blockquote": { borderInlineStartWidth: "4px", borderColor: "brand.muted", paddingInlineStart: "4", color: "fg.muted", mb: "4" },
  "& a": { color: "brand.fg", textDecoration: "underline" },
  "& img": { maxWidth: "100%", height: "auto", rounded: "lg", my: "6" },
  "& pre": { bg: "bg.muted", p: "3", rounded: "md", overflowX: "auto", direction: "ltr" },
} as const;

/** /blog/:slug (SPEC §2): an active post's title, cover and text; an unpublished or unknown one says it is not there. */
export function BlogPostPage({ slug }: { slug: string }) {
  const { t } = useTranslation();
  const format = useFormat();
  const post = usePublishedBlog(slug);

  useEffect(() => {
    if (!post.data) return;
    const before = document.title;
    document.title = post.data.page_title;
    return () => {
      document.title = before;
    };
  }, [post.data]);

  let content: React.ReactNode;
  if (post.isError && appErrorData(post.error)?.code === "notFound")
    content = (
      <VStack gap="4" py="16" textAlign="center" data-testid="blog-not-found">
        <Heading as="h1" size="2xl">
          {t("blogs.notFound.title")}
        </Heading>
        <Text color="fg.muted">{t("blogs.notFound.description")}</Text>
        <BackToBlog />
      </VStack>
    );
  else if (post.isError)
    content = (
      <LoadError
        title={t("blogs.loadFailed")}
        error={post.error}
        retrying={post.isFetching}
        onRetry={() => void post.refetch()}
        testId="blog"
      />
    );
  else if (!post.data)
    content = (
      <Stack gap="6" py="10">
        <Skeleton height="10" w="80%" />
        <Skeleton height="72" rounded="xl" />
        <Skeleton height="40" />
      </Stack>
    );
  else
    content = (
      <Stack as="article" gap="6" py={{ base: "8", md: "12" }} data-testid="blog-post">
        <Stack gap="3">
          <Text textStyle="sm" color="fg.muted">
            {t("blogs.publishedOn", { date: format.dayOf(post.data.created_at) })}
          </Text>
          <Heading as="h1" size={{ base: "3xl", md: "4xl" }} lineHeight="1.3" dir="auto" data-testid="blog-post-title">
            {post.data.title}
          </Heading>
        </Stack>
        <AspectRatio ratio={16 / 9}>
          <Image src={post.data.image_url} alt="" width="1200" height="675" objectFit="cover" rounded="xl" bg="bg.muted" />
        </AspectRatio>
        {/* The server rendered this HTML from the stored JSON and cut it to its allow-list (blogs.post). */}
        <Box css={ARTICLE_STYLES} dangerouslySetInnerHTML={{ __html: post.data.html }} data-testid="blog-post-body" />
        <BackToBlog />
      </Stack>
    );

  return (
    <PublicLayout>
      <Container maxW="3xl">{content}</Container>
    </PublicLayout>
  );
}

function BackToBlog() {
  const { t } = useTranslation();
  return (
    <Button asChild variant="subtle" colorPalette="brand" alignSelf="center">
      <Link href="/blogs">
        <DirectionalIcon asChild>
          <ArrowLeft />
        </DirectionalIcon>
        {t("blogs.backToBlog")}
      </Link>
    </Button>
  );
}
