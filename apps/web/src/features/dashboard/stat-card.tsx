import { Box, Card, HStack, LinkBox, LinkOverlay, Skeleton, Stat } from "@chakra-ui/react";
import type { LucideIcon } from "lucide-react";
import type { ReactNode } from "react";
import { Link } from "wouter";

interface Props {
  icon: LucideIcon;
  label: string;
  /** A count, or an amount already formatted; undefined while loading. */
  value: number | string | undefined;
  hint: ReactNode;
  palette: string;
  testId: string;
  /** The filtered list behind the figure; the whole card opens it. */
  href?: string | undefined;
  /** What the card shows under its figure (a progress bar). */
  children?: ReactNode;
}

export function StatCard({ icon: Icon, label, value, hint, palette, testId, href, children }: Props) {
  return (
    <Card.Root data-testid={testId} size="sm" asChild>
      <LinkBox _hover={href ? { borderColor: `${palette}.emphasized` } : undefined}>
        <Card.Body>
          <HStack gap="4" align="flex-start">
            <Box p="2.5" rounded="lg" bg={`${palette}.subtle`} color={`${palette}.fg`}>
              <Icon size={22} />
            </Box>
            <Stat.Root minW="0">
              <Stat.Label>
                {href ? (
                  <LinkOverlay asChild data-testid={`${testId}-link`}>
                    <Link href={href}>{label}</Link>
                  </LinkOverlay>
                ) : (
                  label
                )}
              </Stat.Label>
              {value === undefined ? (
                <Skeleton height="8" width="16" />
              ) : (
                <Stat.ValueText fontSize={typeof value === "number" ? "3xl" : "xl"} whiteSpace="nowrap" fontVariantNumeric="tabular-nums">
                  <bdi dir="ltr" data-testid={`${testId}-value`}>
                    {typeof value === "number" ? value.toLocaleString("en-US") : value}
                  </bdi>
                </Stat.ValueText>
              )}
              {/* A description list holds terms and descriptions only (axe-core): the hint and the rest describe the figure. */}
              <Stat.HelpText as="dd">{hint}</Stat.HelpText>
              {children && <Box as="dd">{children}</Box>}
            </Stat.Root>
          </HStack>
        </Card.Body>
      </LinkBox>
    </Card.Root>
  );
}
