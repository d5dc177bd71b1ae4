import { Field, NativeSelect } from "@chakra-ui/react";
import { JOURNAL_ACCOUNTS, type TJournalAccount } from "@amlak/schemas";
import { useTranslation } from "react-i18next";

export const isJournalAccount = (value: string | undefined): value is TJournalAccount =>
  (JOURNAL_ACCOUNTS as readonly (string | undefined)[]).includes(value);

/** The chart of accounts, named in the reader's language. */
export function AccountSelect({
  value,
  onChange,
}: {
  value: TJournalAccount | undefined;
  onChange: (account: string | undefined) => void;
}) {
  const { t } = useTranslation();
  return (
    <Field.Root width={{ base: "full", sm: "14rem" }}>
      <Field.Label textStyle="xs" color="fg.muted">
        {t("booksScreen.filter.account")}
      </Field.Label>
      <NativeSelect.Root size="sm">
        <NativeSelect.Field
          value={value ?? ""}
          onChange={(event) => onChange(event.target.value || undefined)}
          data-testid="journal-account"
        >
          <option value="">{t("booksScreen.filter.allAccounts")}</option>
          {JOURNAL_ACCOUNTS.map((account) => (
            <option key={account} value={account}>
              {t(`booksScreen.account.${account}`)}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
    </Field.Root>
  );
}
