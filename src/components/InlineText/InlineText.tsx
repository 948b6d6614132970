import { Link } from "gatsby";
import { useUiCopy } from "../../hooks/useUiCopy";
import { InlineWords } from "./InlineWords";

/** A line of copy from content/ with its `[links](/path/)` and `*emphasis*` rendered. */
export function InlineText({ children }: { children: string }) {
  const { labels } = useUiCopy();
  return (
    <InlineWords link={Link} opensInNewTab={labels.opensInNewTab}>
      {children}
    </InlineWords>
  );
}
