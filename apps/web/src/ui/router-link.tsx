import { Link as ChakraLink, type LinkProps } from "@chakra-ui/react";
import { Link } from "wouter";

/** A Chakra-styled link that navigates inside the app without reloading. */
export function RouterLink({ href, children, ...props }: LinkProps & { href: string }) {
  return (
    <ChakraLink asChild {...props}>
      <Link href={href}>{children}</Link>
    </ChakraLink>
  );
}
