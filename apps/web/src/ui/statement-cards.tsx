import { Box, HStack, Stack, Text, type BoxProps } from "@chakra-ui/react";

interface StatementCardLine {
  key: string;
  date: React.ReactNode;
  description: React.ReactNode;
  /** The line's amount, signed the way its statement signs it. */
  amount: React.ReactNode;
  balance: React.ReactNode;
}

interface Props extends BoxProps {
  /** The first and last rows, labelled: "Opening balance", "Closing balance". */
  opening?: { label: string; balance: React.ReactNode };
  closing?: { label: string; balance: React.ReactNode };
  lines: readonly StatementCardLine[];
  /** Names the balance at each line's end. */
  balanceLabel: string;
  testId: string;
}

/**
 * A statement's lines as a list for a phone (SCREENS: below 768 px tables become card lists): each line's date and
 * amount on top, what it was under them, and the running balance at the line's end.
 */
export function StatementCards({ opening, closing, lines, balanceLabel, testId, ...props }: Props) {
  const total = (row: { label: string; balance: React.ReactNode }) => (
    <HStack justify="space-between" px="3" py="2.5" bg="bg.muted" fontWeight="semibold">
      <Text>{row.label}</Text>
      {row.balance}
    </HStack>
  );
  return (
    <Box borderWidth="1px" rounded="xl" bg="bg" overflow="hidden" {...props}>
      {opening && total(opening)}
      {lines.map((line) => (
        <Stack key={line.key} gap="0.5" px="3" py="2.5" borderTopWidth="1px" data-testid={testId}>
          <HStack justify="space-between" gap="3">
            <Text textStyle="sm" color="fg.muted">
              {line.date}
            </Text>
            <Text fontWeight="medium">{line.amount}</Text>
          </HStack>
          <HStack justify="space-between" gap="3" align="start">
            <Text textStyle="sm">{line.description}</Text>
            <Text textStyle="xs" color="fg.muted" flexShrink={0}>
              {balanceLabel} {line.balance}
            </Text>
          </HStack>
        </Stack>
      ))}
      {closing && <Box borderTopWidth="1px">{total(closing)}</Box>}
    </Box>
  );
}
