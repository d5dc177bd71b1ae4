import { AspectRatio, Box, Button, Card, Container, Heading, Image, LinkOverlay, SimpleGrid, Stack, Text } from "@chakra-ui/react";
import { Newspaper } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Link, useSearchParams } from "wouter";
import { useDateFormat } from "../../lib/date-format.ts";
import { Pager } from "../../ui/data-table/pager.tsx";
import { EmptyState } from "../../ui/empty-state.tsx";
import { PageIntro } from "../page-intro.tsx";
import { PublicLayout } from "../public-layout.tsx";
import type { BlogCard } from "../site/public-api.ts";
import type { PageProps } from "../site/public-routes.tsx";

const PER_PAGE = 10;

const pageOf = (text: string | null) => (text && /^[1-9][0-9]{0,5}$/.test(text) ? Number(text) : 1);

/**
 * /blogs (SPEC §2): the active posts, newest first, ten a page, as cards with their cover, title, description and
 * date. The server reads them all (search engines see every post), the page shows one page of them.
 */
export function BlogsPage({ data: posts }: PageProps<BlogCard[]>) {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const page = Math.min(pageOf(params.get("page")), Math.max(1, Math.ceil(posts.length / PER_PAGE)));
  const toPage = (next: number) => {
    setParams((previous) => {
      const changed = new URLSearchParams(previous);
      if (next === 1) changed.delete("page");
      else changed.set("page", String(next));
      return changed;
    });
    window.scrollTo({ top: 0 });
  };

  return (
    <PublicLayout>
      <PageIntro title={t("blogs.title")} subtitle={t("blogs.subtitle")} />
      <Container maxW="6xl" pb="16">
        {posts.length === 0 ? (
          <EmptyState
            icon={<Newspaper />}
            title={t("blogs.empty.title")}
            description={t("blogs.empty.description")}
            action={
              <Button asChild colorPalette="brand" variant="subtle">
                <Link href="/landing">{t("blogs.empty.action")}</Link>
              </Button>
            }
          />
        ) : (
          <Stack gap="8">
            <SimpleGrid columns={{ base: 1, md: 2, lg: 3 }} gap="6" data-testid="blog-cards">
              {posts.slice((page - 1) * PER_PAGE, page * PER_PAGE).map((post) => (
                <PostCard key={post.url} post={post} />
              ))}
            </SimpleGrid>
            {posts.length > PER_PAGE && (
              <Pager page={page} shownPage={page} total={posts.length} pageSize={PER_PAGE} onPageChange={toPage} />
            )}
          </Stack>
        )}
      </Container>
    </PublicLayout>
  );
}

function PostCard({ post }: { post: BlogCard }) {
  const { t } = useTranslation();
  const format = useDateFormat();
  return (
    <Card.Root asChild overflow="hidden" rounded="xl" variant="outline" _hover={{ shadow: "md" }} transition="box-shadow 0.2s">
      <article data-testid="blog-card">
        <AspectRatio ratio={16 / 9}>
          <Image src={post.image_url} alt="" width="640" height="360" loading="lazy" decoding="async" objectFit="cover" bg="bg.muted" />
        </AspectRatio>
        <Card.Body gap="2">
          <Text textStyle="xs" color="fg.muted">
            {t("blogs.publishedOn", { date: format.dayOf(post.created_at) })}
          </Text>
          <Heading as="h2" size="md" dir="auto">
            <LinkOverlay asChild>
              <Link href={`/blog/${post.url}`}>{post.title}</Link>
            </LinkOverlay>
          </Heading>
          <Text color="fg.muted" textStyle="sm" lineClamp={3} dir="auto">
            {post.meta_description}
          </Text>
        </Card.Body>
        <Card.Footer>
          <Box color="brand.fg" textStyle="sm" fontWeight="medium" aria-hidden>
            {t("blogs.readMore")}
          </Box>
        </Card.Footer>
      </article>
    </Card.Root>
  );
}
