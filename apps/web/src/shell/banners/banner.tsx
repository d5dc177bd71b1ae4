import { Flex, Text } from "@chakra-ui/react";

interface Props {
  tone: "warning" | "info";
  icon: React.ReactNode;
  testId: string;
  children: React.ReactNode;
  action?: React.ReactNode;
}

/** A full-width strip under the top bar, for what the user should know about their account. */
export function Banner({ tone, icon, testId, children, action }: Props) {
  return (
    <Flex
      data-testid={testId}
      align="center"
      gap="3"
      px={{ base: "4", md: "8" }}
      py="2.5"
      flexWrap="wrap"
      bg={tone === "warning" ? "orange.subtle" : "brand.subtle"}
      color={tone === "warning" ? "orange.fg" : "brand.fg"}
      borderBottomWidth="1px"
      borderColor={tone === "warning" ? "orange.muted" : "brand.muted"}
    >
      {icon}
      <Text flex="1" minW="56" fontSize="sm" fontWeight="medium">
        {children}
      </Text>
      {action}
    </Flex>
  );
}
