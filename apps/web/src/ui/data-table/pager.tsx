import { ButtonGroup, Flex, IconButton, Pagination, Text } from "@chakra-ui/react";
import { PAGE_SIZE } from "@amlak/schemas";
import { ChevronLeft, ChevronRight } from "lucide-react";
import { Trans, useTranslation } from "react-i18next";
import { DirectionalIcon } from "../directional-icon.tsx";

interface Props {
  /** The page asked for, highlighted at once. */
  page: number;
  /** The page whose rows are on screen, which the range text describes. */
  shownPage: number;
  total: number;
  onPageChange: (page: number) => void;
  /** Rows per page: a list's PAGE_SIZE unless a longer page reads better (a report's lines). */
  pageSize?: number;
}

/** "1–10 of 23", then previous, the page numbers and next; the chevrons point the reading direction. */
export function Pager({ page, shownPage, total, onPageChange, pageSize = PAGE_SIZE }: Props) {
  const { t } = useTranslation();
  const from = Math.min(total, (shownPage - 1) * pageSize + 1);
  const to = Math.min(total, shownPage * pageSize);
  const totalPages = Math.max(1, Math.ceil(total / pageSize));

  return (
    <Flex justify="space-between" align="center" gap="3" wrap="wrap" data-testid="table-pager">
      <Text color="fg.muted" textStyle="sm" data-testid="table-range">
        <Trans i18nKey="table.range" values={{ from, to, total }} components={{ range: <bdi dir="ltr" />, total: <bdi dir="ltr" /> }} />
      </Text>
      {totalPages > 1 && (
        <Pagination.Root
          count={total}
          pageSize={pageSize}
          page={page}
          siblingCount={1}
          onPageChange={(details) => onPageChange(details.page)}
          translations={{
            rootLabel: t("table.pages"),
            prevTriggerLabel: t("table.previousPage"),
            nextTriggerLabel: t("table.nextPage"),
            itemLabel: ({ page, totalPages }) => t("table.page", { page, totalPages }),
          }}
        >
          <ButtonGroup variant="ghost" size="sm" gap="1">
            <Pagination.PrevTrigger asChild>
              <IconButton data-testid="table-previous">
                <DirectionalIcon>
                  <ChevronLeft />
                </DirectionalIcon>
              </IconButton>
            </Pagination.PrevTrigger>
            <Pagination.Items
              render={(item) => (
                <IconButton variant={{ base: "ghost", _selected: "outline" }} data-testid={`table-page-${item.value}`}>
                  {item.value}
                </IconButton>
              )}
            />
            <Pagination.NextTrigger asChild>
              <IconButton data-testid="table-next">
                <DirectionalIcon>
                  <ChevronRight />
                </DirectionalIcon>
              </IconButton>
            </Pagination.NextTrigger>
          </ButtonGroup>
        </Pagination.Root>
      )}
    </Flex>
  );
}
