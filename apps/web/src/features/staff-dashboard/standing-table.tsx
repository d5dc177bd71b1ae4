import { Card, Heading, Skeleton, Table, Text } from "@chakra-ui/react";
import { ORGANIZATION_STATES } from "@amlak/schemas";
import { useTranslation } from "react-i18next";
import { useLocation } from "wouter";
import type { RouterOutputs } from "../../lib/trpc/router-types.ts";
import { useUrlParams } from "../../lib/url-state.ts";
import { Figure } from "../../ui/data-table.tsx";
import { RouterLink } from "../../ui/router-link.tsx";
import { standingParams } from "./organization-figure.ts";
import { usePackageNames } from "./use-package-names.ts";

type StandingRow = RouterOutputs["staffDashboard"]["figures"]["byStanding"][number];

/** The standings a package has; an organization without a subscription has none of them, and is counted below the table. */
const STANDINGS = ORGANIZATION_STATES.filter((state) => state !== "none");

/** Organizations by package (rows, in the packages' order) and standing (columns), then those without a subscription. */
export function StandingTable({ rows }: { rows: StandingRow[] | undefined }) {
  const { t } = useTranslation();
  const url = useUrlParams();
  const [path] = useLocation();
  const packages = usePackageNames();
  const codes = packages.codes?.filter((code) => rows?.some((row) => row.packageCode === code)) ?? [];
  const link = (packageCode: string | null, state: StandingRow["state"]) =>
    `${path}${url.search(standingParams({ packageCode, state }), { reset: [] })}`;
  const withoutSubscription = rows?.find((row) => row.packageCode === null)?.organizations ?? 0;
  const count = (packageCode: string | null, state: StandingRow["state"]) =>
    rows?.find((row) => row.packageCode === packageCode && row.state === state)?.organizations ?? 0;

  return (
    <Card.Root size="sm" data-testid="staff-standing">
      <Card.Header>
        <Heading as="h2" size="md">
          {t("staffDashboard.byPackage")}
        </Heading>
      </Card.Header>
      <Card.Body overflowX="auto">
        {!rows || !packages.codes ? (
          <Skeleton height="40" />
        ) : (
          <Table.Root size="sm">
            <Table.Header>
              <Table.Row>
                <Table.ColumnHeader>{t("staffDashboard.package")}</Table.ColumnHeader>
                {STANDINGS.map((state) => (
                  <Table.ColumnHeader key={state} textAlign="end">
                    {t(`staffDashboard.states.${state}`)}
                  </Table.ColumnHeader>
                ))}
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {codes.map((code) => (
                <Table.Row key={code} data-testid={`staff-standing-${code}`}>
                  <Table.Cell>
                    <Text fontWeight="medium">{packages.nameOf(code)}</Text>
                  </Table.Cell>
                  {STANDINGS.map((state) => {
                    const organizations = count(code, state);
                    return (
                      <Table.Cell key={state} textAlign="end">
                        {organizations === 0 ? (
                          <Text color="fg.muted">
                            <Figure>0</Figure>
                          </Text>
                        ) : (
                          <RouterLink
                            href={link(code, state)}
                            color="brand.fg"
                            fontWeight="semibold"
                            aria-label={t("staffDashboard.standingLink", {
                              organizations,
                              state: t(`staffDashboard.states.${state}`),
                              package: packages.nameOf(code),
                            })}
                          >
                            <Figure>{organizations}</Figure>
                          </RouterLink>
                        )}
                      </Table.Cell>
                    );
                  })}
                </Table.Row>
              ))}
            </Table.Body>
          </Table.Root>
        )}
        {withoutSubscription > 0 && (
          <RouterLink href={link(null, "none")} mt="3" color="brand.fg" data-testid="staff-standing-none">
            {t("staffDashboard.withoutSubscription", { organizations: withoutSubscription })}
          </RouterLink>
        )}
      </Card.Body>
    </Card.Root>
  );
}
