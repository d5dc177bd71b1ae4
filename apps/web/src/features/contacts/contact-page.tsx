import { Badge, Button, Flex, Heading, HStack, Link, Skeleton, Stack, Tabs } from "@chakra-ui/react";
import { mayPerform } from "@amlak/domain";
import { HandCoins, MessageCircle, Pencil, Phone } from "lucide-react";
import { useTranslation } from "react-i18next";
import { useLocation } from "wouter";
import { useSignedInUser } from "../../lib/session/use-signed-in-user.ts";
import { trpc } from "../../lib/trpc/client.ts";
import type { RouterOutputs } from "../../lib/trpc/router-types.ts";
import { useRecordId } from "../../lib/use-record-id.ts";
import { useUrlParams } from "../../lib/url-state.ts";
import { useReportAccess } from "../../lib/use-report-access.ts";
import { LoadError } from "../../ui/load-error.tsx";
import { CollectionDrawer } from "../collections/collection-drawer.tsx";
import { CollectionsTab } from "../collections/collections-tab.tsx";
import { ContractsTable } from "../contracts/contracts-table.tsx";
import { PaymentsList } from "../payments/payments-page.tsx";
import { ContactDrawer } from "./contact-drawer.tsx";
import { ContactDetails } from "./contact-details.tsx";
import { OwnerRemittances } from "../owners/owner-remittances.tsx";
import { OwnerStatement } from "./owner-statement.tsx";
import { PortalAccessCard } from "./portal-access-card.tsx";
import { TenantStatement } from "./tenant-statement.tsx";
import { PhoneNumber } from "../../ui/phone-number.tsx";
import { useScrollCue } from "../../ui/scroll-row.tsx";

type Contact = RouterOutputs["contacts"]["get"];

/** A phone to call, with a WhatsApp link beside it (SCREENS "Money, dates, numbers"). */
export function PhoneLinks({ phone }: { phone: string }) {
  const { t } = useTranslation();
  return (
    <HStack gap="3">
      <Link href={`tel:+966${phone}`} data-testid="contact-call">
        <Phone size={14} /> <PhoneNumber phone={phone} />
      </Link>
      <Link href={`https://wa.me/966${phone}`} target="_blank" rel="noreferrer" color="green.600" aria-label={t("contactPage.whatsapp")}>
        <MessageCircle size={14} /> {t("contactPage.whatsapp")}
      </Link>
    </HStack>
  );
}

/** One contact (SCREENS "Contacts"): their leases, payments, a statement for tenants, and their details. */
export function ContactPage() {
  const { t } = useTranslation();
  const id = useRecordId();
  const [, navigate] = useLocation();
  const url = useUrlParams();
  const user = useSignedInUser();
  const mayEdit = user ? mayPerform(user.type, "contacts.write") : false;
  const mayReadMoney = user ? mayPerform(user.type, "payments.read") : false;
  const mayCollect = user ? mayPerform(user.type, "payments.write") : false;
  const mayReadRemittances = user ? mayPerform(user.type, "remittances.read") : false;
  const mayRemit = user ? mayPerform(user.type, "remittances.write") : false;
  // The owner statement is a lessor-side report: the roles and packages that may run the income report.
  const reportAccess = useReportAccess();
  const mayReadOwnerStatement = reportAccess?.("INCOME_REPORT") === "allowed";
  const mayReadContracts = user ? mayPerform(user.type, "contracts.read") && user.type !== "operational_subClient" : false;
  const contact = trpc.contacts.get.useQuery({ id });
  const tabsScrollCue = useScrollCue<HTMLDivElement>();

  if (contact.isError) {
    return (
      <LoadError
        title={t("contactPage.loadFailed")}
        error={contact.error}
        retrying={contact.isFetching}
        onRetry={() => void contact.refetch()}
        testId="contact"
      />
    );
  }
  if (!contact.data) return <Skeleton height="40" rounded="xl" />;
  const data: Contact = contact.data;
  const leases = data.type === "tenant" || data.type === "lessor";
  const tabs = [
    ...(leases && mayReadContracts ? ["contracts"] : []),
    ...(leases && mayReadMoney ? ["payments"] : []),
    ...(data.type === "tenant" && mayReadMoney ? ["collections", "statement"] : []),
    ...(data.type === "lessor" && mayReadOwnerStatement ? ["ownerStatement"] : []),
    ...(data.type === "lessor" && mayReadRemittances ? ["remittances"] : []),
    "details",
  ];
  const tab = tabs.includes(url.get("tab") ?? "") ? url.get("tab")! : tabs[0]!;
  const party = data.type === "tenant" ? { tenant_id: id } : { lessor_id: id };

  return (
    <Stack gap="6" data-testid="contact-page">
      {url.get("collect") === "1" && data.type === "tenant" && mayCollect && (
        <CollectionDrawer tenantId={id} tenantName={data.name} onClose={() => url.set({ collect: null }, { replace: true })} />
      )}
      {url.get("edit") === "1" && mayEdit && (
        <ContactDrawer
          id={id}
          onClose={() => url.set({ edit: null }, { replace: true })}
          onDeleted={() => navigate("/contacts", { replace: true })}
        />
      )}
      <Flex gap="4" justify="space-between" align="start" wrap="wrap">
        <Stack gap="1">
          <HStack gap="3" wrap="wrap">
            <Heading as="h2" size="xl" data-testid="contact-page-name">
              {data.name}
            </Heading>
            <Badge variant="subtle">{t(`contact.type.${data.type}`)}</Badge>
            {data.vat_no && (
              <Badge variant="subtle" colorPalette="blue" data-testid="contact-vat-registered">
                {t("contact.vatRegistered")}
              </Badge>
            )}
          </HStack>
          {data.phone && <PhoneLinks phone={data.phone} />}
        </Stack>
        <HStack gap="2" wrap="wrap">
          {data.type === "tenant" && mayCollect && (
            <Button
              size="sm"
              colorPalette="brand"
              onClick={() => url.set({ collect: "1" }, { replace: true })}
              data-testid="contact-collect"
            >
              <HandCoins /> {t("collections.receive")}
            </Button>
          )}
          {data.type === "tenant" && user && mayPerform(user.type, "contracts.draft") && (
            <Button size="sm" variant="outline" onClick={() => navigate(`/contracts/new?tenant=${id}`)}>
              {t("propertiesScreen.newContract")}
            </Button>
          )}
          {mayEdit && (
            <Button size="sm" variant="outline" onClick={() => url.set({ edit: "1" }, { replace: true })} data-testid="contact-edit">
              <Pencil /> {t("contact.edit")}
            </Button>
          )}
        </HStack>
      </Flex>
      {leases && <PortalAccessCard contactId={id} hasPhone={Boolean(data.phone)} mayInvite={mayEdit} />}
      <Tabs.Root value={tab} onValueChange={(details) => url.set({ tab: details.value }, { replace: true })} lazyMount variant="line">
        <Tabs.List {...tabsScrollCue}>
          {tabs.map((value) => (
            <Tabs.Trigger key={value} value={value} data-testid={`contact-tab-${value}`}>
              {t(`contactPage.tab.${value}`)}
            </Tabs.Trigger>
          ))}
        </Tabs.List>
        <Tabs.Content value="contracts">
          <ContractsTable fixed={party} />
        </Tabs.Content>
        <Tabs.Content value="payments">
          <PaymentsList fixed={party} />
        </Tabs.Content>
        <Tabs.Content value="collections">
          <CollectionsTab tenantId={id} mayWrite={mayCollect} />
        </Tabs.Content>
        <Tabs.Content value="statement">
          <TenantStatement tenantId={id} />
        </Tabs.Content>
        <Tabs.Content value="ownerStatement">
          <OwnerStatement lessorId={id} />
        </Tabs.Content>
        <Tabs.Content value="remittances">
          <OwnerRemittances lessorId={id} lessorName={data.name} mayWrite={mayRemit} />
        </Tabs.Content>
        <Tabs.Content value="details">
          <ContactDetails contact={data} />
        </Tabs.Content>
      </Tabs.Root>
    </Stack>
  );
}
