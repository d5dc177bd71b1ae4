import { Box, Input, SimpleGrid, Text } from "@chakra-ui/react";
import type { FieldErrors, UseFormRegister } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { FormField } from "../../ui/form-field.tsx";

const ADDRESS_PARTS = ["building_number", "street", "district", "city", "postal_code"] as const;
type AddressPart = (typeof ADDRESS_PARTS)[number];

export interface TaxDetailsForm {
  vat_no: string;
  buyer_address: Record<AddressPart, string>;
}

export const BLANK_TAX_DETAILS: TaxDetailsForm = {
  vat_no: "",
  buyer_address: { building_number: "", street: "", district: "", city: "", postal_code: "" },
};

const DIGITS: Partial<Record<AddressPart, true>> = { building_number: true, postal_code: true };

/** The contacts a tax invoice may name as its buyer: a tenant for rent, a lessor for the management fee. */
export const isInvoiced = (type: string): type is "tenant" | "lessor" => type === "tenant" || type === "lessor";

interface Props {
  party: "tenant" | "lessor";
  register: UseFormRegister<TaxDetailsForm>;
  errors: FieldErrors<TaxDetailsForm>;
}

/**
 * A VAT-registered tenant's or owner's VAT number and national address in ZATCA's parts: with them the tax invoices
 * they get (rent, or the management fee) are standard (B2B) ones. All of the address or none of it; a VAT number
 * needs the address.
 */
export function TaxDetailsFields({ party, register, errors }: Props) {
  const { t } = useTranslation();
  return (
    <Box gridColumn="1 / -1" borderWidth="1px" rounded="lg" p="4" bg="bg.subtle" data-testid="contact-tax-details">
      <Text fontWeight="semibold">{t("contact.taxDetails")}</Text>
      <Text textStyle="sm" color="fg.muted" mb="3">
        {t(party === "tenant" ? "contact.taxDetails.hint" : "contact.taxDetails.hintLessor")}
      </Text>
      <SimpleGrid columns={{ base: 1, sm: 2 }} gap="4">
        <FormField label={t("contact.field.vat_no")} error={errors.vat_no?.message}>
          <Input data-testid="contact-vat_no" dir="ltr" inputMode="numeric" maxLength={15} {...register("vat_no")} />
        </FormField>
        {ADDRESS_PARTS.map((part) => (
          <FormField key={part} label={t(`contact.field.buyer_address.${part}`)} error={errors.buyer_address?.[part]?.message}>
            <Input
              data-testid={`contact-buyer_address-${part}`}
              {...(DIGITS[part] ? { dir: "ltr", inputMode: "numeric", maxLength: part === "postal_code" ? 5 : 4 } : {})}
              {...register(`buyer_address.${part}`)}
            />
          </FormField>
        ))}
      </SimpleGrid>
    </Box>
  );
}
