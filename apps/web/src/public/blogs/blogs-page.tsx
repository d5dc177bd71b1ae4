import { Button, Container } from "@chakra-ui/react";
import { Newspaper } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Link } from "wouter";
import { EmptyState } from "../../ui/empty-state.tsx";
import { PageIntro } from "../page-intro.tsx";
import { PublicLayout } from "../public-layout.tsx";

/** The blog; its articles are managed under /BlogsManagement in a later release. */
export function BlogsPage() {
  const { t } = useTranslation();
  return (
    <PublicLayout>
      <PageIntro title={t("blogs.title")} subtitle={t("blogs.subtitle")} />
      <Container maxW="3xl" pb="16">
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
      </Container>
    </PublicLayout>
  );
}
