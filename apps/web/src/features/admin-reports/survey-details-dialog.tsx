import { CloseButton, DataList, Dialog, Portal, Text } from "@chakra-ui/react";
import { useTranslation } from "react-i18next";
import { useFormat } from "../../lib/format.ts";
import { Figure } from "../../ui/data-table.tsx";
import { PhoneNumber } from "../../ui/phone-number.tsx";
import { SURVEY_QUESTIONS } from "../profile-survey/survey-choices.ts";
import { answerTo, QUESTION_HEADERS, type SurveyRow } from "./survey-row.ts";

/** The Details popup of the User Profile Report: who answered, their organization and portfolio, and the whole answer. */
export function SurveyDetailsDialog({ row, onClose }: { row: SurveyRow; onClose: () => void }) {
  const { t } = useTranslation();
  const format = useFormat();
  const items: [label: string, value: React.ReactNode][] = [
    ["adminReports.survey.name", row.name],
    ["adminReports.survey.phone", <PhoneNumber key="phone" phone={row.phone} />],
    ["adminReports.survey.email", row.email && <Figure>{row.email}</Figure>],
    ["adminReports.survey.organization", row.organizationTitle],
    ["adminReports.survey.realEstateCount", <Figure key="count">{row.totalRealEstateCount}</Figure>],
    [
      "adminReports.survey.latestRealEstate",
      row.latestRealEstateAddedAt && <Figure key="latest">{format.dayOf(row.latestRealEstateAddedAt)}</Figure>,
    ],
    ...SURVEY_QUESTIONS.map((question): [string, React.ReactNode] => [QUESTION_HEADERS[question], answerTo(row, question)]),
    [
      "adminReports.survey.usageReason",
      row.userProfileSurvey.usage_reason && <Text whiteSpace="pre-line">{row.userProfileSurvey.usage_reason}</Text>,
    ],
    ["adminReports.survey.answeredAt", <Figure key="answered">{format.dayOf(row.userProfileSurvey.updated_at)}</Figure>],
  ];
  return (
    <Dialog.Root open onOpenChange={(details) => !details.open && onClose()} placement="center" size="md">
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content data-testid="survey-details-dialog" mx="4">
            <Dialog.Header>
              <Dialog.Title>{t("adminReports.survey.detailsTitle", { name: row.name })}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body pb="6">
              <DataList.Root orientation="horizontal" gap="3">
                {items.map(([label, value]) => (
                  <DataList.Item key={label}>
                    <DataList.ItemLabel minW="10rem">{t(label)}</DataList.ItemLabel>
                    <DataList.ItemValue>{value || "—"}</DataList.ItemValue>
                  </DataList.Item>
                ))}
              </DataList.Root>
            </Dialog.Body>
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label={t("profileSurvey.close")} />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
