import { Box, Button, HStack, Link, Menu, Text } from "@chakra-ui/react";
import { keepPreviousData } from "@tanstack/react-query";
import { blogList, PAGE_SIZE, type TBlogSort } from "@amlak/schemas";
import { Newspaper, Pencil, Plus, ToggleLeft } from "lucide-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useLocation, useSearchParams } from "wouter";
import { trpc } from "../../lib/trpc/client.ts";
import type { RouterOutputs } from "../../lib/trpc/router-types.ts";
import { useSearchText } from "../../lib/use-search-text.ts";
import { DataTable, Figure, useListState, type Column } from "../../ui/data-table.tsx";
import { EmptyState } from "../../ui/empty-state.tsx";
import { RowMenu } from "../../ui/row-menu.tsx";
import { BlogDrawer } from "./blog-drawer.tsx";
import { BlogStatusDialog } from "./blog-status-dialog.tsx";

type Blog = RouterOutputs["blogs"]["list"]["rows"][number];

/**
 * /BlogsManagement (SPEC §2, staff types seoSpecialist and system): the posts with #, Title, Page Title, Meta
 * Description, URL and Active; Create Blog; a row opens its form; Change Status publishes or unpublishes.
 */
export function BlogsManagementPage() {
  const { t } = useTranslation();
  const searchText = useSearchText();
  const list = useListState(blogList.sorting, { searchText });
  const query = trpc.blogs.list.useQuery(
    { searchText, sort: list.sort, direction: list.direction, page: list.page },
    { placeholderData: keepPreviousData },
  );
  // The post whose form is open ("new" for Create Blog), in the URL like the table's page.
  const [params, setParams] = useSearchParams();
  const [location] = useLocation();
  const opened = params.get("post");
  const withPost = (post: string | null) => {
    const next = new URLSearchParams(params);
    if (post) next.set("post", post);
    else next.delete("post");
    return next;
  };
  const open = (post: string | null) => setParams(withPost(post));
  const [changing, setChanging] = useState<Blog | null>(null);
  const firstNumber = (list.page - 1) * PAGE_SIZE + 1;
  const numberOf = (blog: Blog) => firstNumber + (query.data?.rows.indexOf(blog) ?? 0);

  const createButton = (
    <Button size="sm" colorPalette="brand" onClick={() => open("new")} data-testid="blog-create">
      <Plus /> {t("blogsAdmin.create")}
    </Button>
  );

  const columns: Column<Blog, TBlogSort>[] = [
    { key: "number", header: t("blogsAdmin.number"), cell: (blog) => <Figure>{numberOf(blog)}</Figure> },
    {
      key: "title",
      header: t("blogsAdmin.title"),
      sort: "title",
      cell: (blog) => (
        <Text fontWeight="medium" dir="auto">
          {blog.title}
        </Text>
      ),
    },
    { key: "pageTitle", header: t("blogsAdmin.pageTitle"), sort: "page_title", cell: (blog) => <Text dir="auto">{blog.page_title}</Text> },
    {
      key: "metaDescription",
      header: t("blogsAdmin.metaDescription"),
      sort: "meta_description",
      cell: (blog) => (
        <Text dir="auto" lineClamp={2} maxW="xs">
          {blog.meta_description}
        </Text>
      ),
    },
    {
      key: "url",
      header: t("blogsAdmin.url"),
      sort: "url",
      cell: (blog) => (
        <Link href={`/blog/${blog.url}`} target="_blank" rel="noopener" color="brand.fg" dir="ltr" data-testid="blog-link">
          <bdi>/blog/{blog.url}</bdi>
        </Link>
      ),
    },
    {
      key: "active",
      header: t("blogsAdmin.active"),
      sort: "active",
      cell: (blog) => (
        <HStack gap="1.5" data-testid="blog-active-dot" data-active={blog.active}>
          <Box boxSize="2.5" rounded="full" bg={blog.active ? "green.solid" : "red.solid"} aria-hidden />
          <Text textStyle="sm">{t(blog.active ? "blogsAdmin.activeYes" : "blogsAdmin.activeNo")}</Text>
        </HStack>
      ),
    },
    {
      key: "actions",
      header: "",
      cell: (blog) => <BlogMenu blog={blog} onEdit={() => open(blog.id)} onChangeStatus={() => setChanging(blog)} />,
    },
  ];

  return (
    <>
      <DataTable
        testId="blogs-table"
        columns={columns}
        query={query}
        state={list}
        rowKey={(blog) => blog.id}
        rowHref={(blog) => `${location}?${withPost(blog.id).toString()}`}
        toolbar={createButton}
        exportTo={{ path: "/api/exports/blogs", filters: { searchText } }}
        empty={
          <EmptyState
            icon={<Newspaper />}
            title={t(searchText ? "blogsAdmin.noMatch" : "blogsAdmin.emptyTitle")}
            description={searchText ? undefined : t("blogsAdmin.emptyDescription")}
            action={searchText ? undefined : createButton}
          />
        }
      />
      {opened && <BlogDrawer key={opened} id={opened === "new" ? null : opened} onClose={() => open(null)} />}
      {changing && <BlogStatusDialog blog={changing} onClose={() => setChanging(null)} />}
    </>
  );
}

function BlogMenu({ blog, onEdit, onChangeStatus }: { blog: Blog; onEdit: () => void; onChangeStatus: () => void }) {
  const { t } = useTranslation();
  return (
    <RowMenu label={t("blogsAdmin.actions", { title: blog.title })} testId="blog-menu" minW="44">
      <Menu.Item value="edit" onSelect={onEdit} data-testid="blog-edit">
        <Pencil size={16} /> {t("blogsAdmin.open")}
      </Menu.Item>
      <Menu.Item value="status" onSelect={onChangeStatus} data-testid="blog-change-status">
        <ToggleLeft size={16} /> {t("blogsAdmin.changeStatus")}
      </Menu.Item>
    </RowMenu>
  );
}
