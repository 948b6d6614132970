import { Link } from "gatsby";
import { inlineParts } from "../../rules/text";

/** A line of copy from content/ with its `[links](/path/)` and `*emphasis*` rendered. */
export function InlineText({ children }: { children: string }) {
  return (
    <>
      {inlineParts(children).map((part, index) => {
        if ("link" in part) {
          const { label, to } = part.link;
          return /^https?:\/\//.test(to) ? (
            <a key={index} href={to} target="_blank" rel="noopener noreferrer">
              {label}
            </a>
          ) : (
            <Link key={index} to={to}>
              {label}
            </Link>
          );
        }
        if ("em" in part) return <em key={index}>{part.em}</em>;
        return part.text;
      })}
    </>
  );
}
