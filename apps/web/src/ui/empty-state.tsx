import { EmptyState as ChakraEmptyState, VStack } from "@chakra-ui/react";

interface Props {
  icon: React.ReactNode;
  title: string;
  description?: string;
  action?: React.ReactNode;
  testId?: string;
}

/** What a page or list shows when it has nothing yet: an icon, a sentence and the next step. */
export function EmptyState({ icon, title, description, action, testId = "empty-state" }: Props) {
  return (
    <ChakraEmptyState.Root data-testid={testId} bg="bg" rounded="xl" borderWidth="1px" borderStyle="dashed" py="14">
      <ChakraEmptyState.Content>
        <ChakraEmptyState.Indicator color="brand.solid">{icon}</ChakraEmptyState.Indicator>
        <VStack textAlign="center" maxW="md">
          <ChakraEmptyState.Title>{title}</ChakraEmptyState.Title>
          {description && <ChakraEmptyState.Description>{description}</ChakraEmptyState.Description>}
        </VStack>
        {action}
      </ChakraEmptyState.Content>
    </ChakraEmptyState.Root>
  );
}
