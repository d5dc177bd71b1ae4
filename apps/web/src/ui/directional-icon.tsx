import { Icon, type IconProps } from "@chakra-ui/react";

/** An icon drawn for left-to-right reading (arrows, panels), mirrored when the page is right-to-left. */
export function DirectionalIcon(props: IconProps) {
  return <Icon _rtl={{ transform: "scaleX(-1)" }} {...props} />;
}
