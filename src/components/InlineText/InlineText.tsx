import { Link } from "gatsby";
import { InlineWords } from "./InlineWords";

/** A line of copy from content/ with its `[links](/path/)` and `*emphasis*` rendered. */
export function InlineText({ children }: { children: string }) {
  return <InlineWords link={Link}>{children}</InlineWords>;
}
