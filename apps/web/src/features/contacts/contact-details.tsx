import { DataList } from "@chakra-ui/react";
import { useTranslation } from "react-i18next";
import type { RouterOutputs } from "../../lib/trpc/router-types.ts";
import { Figure } from "../../ui/data-table.tsx";
import { PhoneNumber } from "../../ui/phone-number.tsx";
import { isInvoiced } from "./tax-details-fields.tsx";

type Contact = RouterOutputs["contacts"]["get"];

const LTR_FIELDS = ["email", "national_id", "unified_no"] as const;
const TEXT_FIELDS = ["national_address", "tag", "emergency_contact", "representative"] as const;

/** Every field of a contact, as its form names them. */
export function ContactDetails({ contact }: { contact: Contact }) {
  const { t } = useTranslation();
  const rows: [string, React.ReactNode][] = [
    [t("contact.field.phone"), contact.phone && <PhoneNumber phone={contact.phone} />],
    [t("contact.field.alternative_phone"), contact.alternative_phone && <PhoneNumber phone={contact.alternative_phone} />],
    ...LTR_FIELDS.map((field): [string, React.ReactNode] => [
      t(`contact.field.${field}`),
      contact[field] && <Figure>{contact[field]}</Figure>,
    ]),
    ...TEXT_FIELDS.map((field): [string, React.ReactNode] => [t(`contact.field.${field}`), contact[field]]),
    ...(isInvoiced(contact.type) || contact.vat_no
      ? ([
          [t("contact.field.vat_no"), contact.vat_no && <Figure>{contact.vat_no}</Figure>],
          [t("contact.field.buyer_address"), contact.buyer_address && <bdi>{t("contact.buyerAddress.format", contact.buyer_address)}</bdi>],
        ] satisfies [string, React.ReactNode][])
      : []),
  ];
  return (
    <DataList.Root orientation="horizontal" divideY="1px" bg="bg" rounded="xl" borderWidth="1px" p="4" data-testid="contact-details">
      {rows.map(([label, value]) => (
        <DataList.Item key={label} pt="2">
          <DataList.ItemLabel minW="40">{label}</DataList.ItemLabel>
          <DataList.ItemValue>{value || "—"}</DataList.ItemValue>
        </DataList.Item>
      ))}
    </DataList.Root>
  );
}
