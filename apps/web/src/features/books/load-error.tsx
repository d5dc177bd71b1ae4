import { Alert, Button, Text } from "@chakra-ui/react";
import { RotateCw } from "lucide-react";
import { useTranslation } from "react-i18next";
import { appErrorData } from "../../lib/app-error.ts";

interface Props {
  title: string;
  error: unknown;
  retrying: boolean;
  onRetry: () => void;
  testId?: string;
}

/** A failed read outside a table: the server's message, its reference number and Retry (SCREENS "States"). */
export function LoadError({ title, error, retrying, onRetry, testId = "load-error" }: Props) {
  const { t } = useTranslation();
  const data = appErrorData(error);
  return (
    <Alert.Root status="error" rounded="xl" alignItems="center" data-testid={testId}>
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Title>{title}</Alert.Title>
        <Alert.Description>
          {data?.message || (error instanceof Error && !data ? error.message : "") || t("toast.networkError")}
          {data?.referenceNo && (
            <Text as="span" display="block" textStyle="xs">
              {t("toast.referenceNo", { referenceNo: data.referenceNo })}
            </Text>
          )}
        </Alert.Description>
      </Alert.Content>
      <Button size="sm" variant="outline" colorPalette="red" loading={retrying} onClick={onRetry}>
        <RotateCw />
        {t("table.retry")}
      </Button>
    </Alert.Root>
  );
}
