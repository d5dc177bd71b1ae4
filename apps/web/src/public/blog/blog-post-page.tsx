import { AspectRatio, Box, Button, Container, Heading, Image, Stack, Text } from "@chakra-ui/react";
import { ArrowLeft } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Link } from "wouter";
import { useDateFormat } from "../../lib/date-format.ts";
import { DirectionalIcon } from "../../ui/directional-icon.tsx";
import { PublicLayout } from "../public-layout.tsx";
import type { BlogPost } from "../site/public-api.ts";
import type { PageProps } from "../site/public-routes.tsx";

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

/**
 * /blog/:slug (SPEC §2): an active post's title, cover and text, read on the server (an unpublished or unknown one is
 * answered 404 with the not-found page); its page title and description are the page's head.
 */
export function BlogPostPage({ data: post }: PageProps<BlogPost>) {
  const { t } = useTranslation();
  const format = useDateFormat();
  return (
    <PublicLayout>
      <Container maxW="3xl">
        <Stack as="article" gap="6" py={{ base: "8", md: "12" }} data-testid="blog-post">
          <Stack gap="3">
            <Text textStyle="sm" color="fg.muted">
              {t("blogs.publishedOn", { date: format.dayOf(post.created_at) })}
            </Text>
            <Heading as="h1" size={{ base: "3xl", md: "4xl" }} lineHeight="1.3" dir="auto" data-testid="blog-post-title">
              {post.title}
            </Heading>
          </Stack>
          <AspectRatio ratio={16 / 9}>
            <Image src={post.image_url} alt="" width="1200" height="675" objectFit="cover" rounded="xl" bg="bg.muted" />
          </AspectRatio>
          {/* The server rendered this HTML from the stored JSON and cut it to its allow-list (blogs.post). */}
          <Box css={ARTICLE_STYLES} dangerouslySetInnerHTML={{ __html: post.html }} data-testid="blog-post-body" />
          <BackToBlog />
        </Stack>
      </Container>
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
