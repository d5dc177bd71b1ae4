import { Alert, Button, Text } from "@chakra-ui/react";
import { RotateCw } from "lucide-react";
import { useTranslation } from "react-i18next";
import { appErrorData } from "../lib/app-error.ts";
import { DownloadError } from "../lib/download.ts";

interface Props {
  /** What could not be done: "The list could not be loaded". */
  title: string;
  error: unknown;
  /** Tries again; left out where there is nothing to retry. */
  onRetry?: () => void;
  retrying?: boolean;
  /** "Retry" unless told otherwise. */
  retryLabel?: string;
  /** Names the alert `<testId>-error`, its reference number `<testId>-error-reference` and its button `<testId>-retry`. */
  testId: string;
}

/**
 * A failed read or refused request, inline where its content would be (SCREENS "States"): the server's message, the
 * reference number support asks for, and Retry. A record that is not there gets no Retry: trying again cannot bring it.
 */
export function LoadError({ title, error, onRetry, retrying = false, retryLabel, testId }: Props) {
  const { t } = useTranslation();
  const data = appErrorData(error);
  // A file's refusal (lib/download.ts) carries the server's message without being a tRPC error.
  const message = data?.message || (error instanceof DownloadError ? error.message : "") || t("toast.networkError");
  return (
    <Alert.Root status="error" rounded="xl" alignItems="center" data-testid={`${testId}-error`}>
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Title>{title}</Alert.Title>
        <Alert.Description>
          {message}
          {data?.referenceNo && (
            <Text as="span" display="block" textStyle="xs" data-testid={`${testId}-error-reference`}>
              {t("toast.referenceNo", { referenceNo: data.referenceNo })}
            </Text>
          )}
        </Alert.Description>
      </Alert.Content>
      {onRetry && data?.code !== "notFound" && (
        <Button size="sm" variant="outline" colorPalette="red" loading={retrying} onClick={onRetry} data-testid={`${testId}-retry`}>
          <RotateCw />
          {retryLabel ?? t("table.retry")}
        </Button>
      )}
    </Alert.Root>
  );
}
