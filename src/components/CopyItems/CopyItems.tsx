import { css } from "@emotion/react";
import { colors, fontSizes, mq, radii, space } from "../../styles/theme";
import { cardSurfaceCss } from "../../styles/surfaces";
import { balancedGridCss } from "../../styles/grid";
import { Icon } from "../Icon";

export interface CopyItem {
  title: string;
  text?: string | null;
}

export type CopyItemsVariant = "cards" | "checklist" | "list";

export interface CopyItemsProps {
  items: readonly CopyItem[];
  variant?: CopyItemsVariant;
  /** Level of each item's title (one below the section heading). */
  headingLevel?: 3 | 4;
  /**
   * Checklists take up to two columns from the medium breakpoint and three from the large one
   * (balanced like the cards), lists two from the medium one; `1` keeps either in one column.
   */
  columns?: 1 | 2;
}

const resetListCss = css({ listStyle: "none", margin: 0, padding: 0 });
// Cards and ticks: up to two columns from the medium breakpoint and three from the large one,
// as many as leave no item alone on the last row (balancedGridCss).
const cardsCss = css(resetListCss, { display: "grid", gap: space.lg });
const cardCss = css(cardSurfaceCss, { height: "100%", borderTop: `4px solid ${colors.accent}` });
const checklistCss = css(resetListCss, {
  display: "grid",
  gap: space.md,
  [mq.medium]: { columnGap: space.xl },
});
const checkItemCss = css({ display: "grid", gridTemplateColumns: "auto 1fr", gap: space.sm, alignItems: "start" });
const checkIconCss = css({
  display: "grid",
  placeItems: "center",
  width: 32,
  height: 32,
  borderRadius: radii.pill,
  background: colors.accent,
  color: colors.onAccent,
});
const listCss = css(resetListCss, {
  display: "grid",
  [mq.medium]: { gridTemplateColumns: "repeat(2, 1fr)", columnGap: space.xl },
});
const listItemCss = css({ paddingBlock: space.md, borderTop: `1px solid ${colors.border}` });
const titleCss = css({ fontSize: fontSizes.lg, lineHeight: 1.3, margin: 0 });
// A line stays readable when a lone card spans the whole row.
const textCss = css({ margin: `${space.xs} 0 0`, color: colors.muted, maxWidth: "70ch" });

/** Titled items from content: a grid of cards, a ticked checklist or a plain two-column list. */
const oneColumnCss = css({ [mq.medium]: { gridTemplateColumns: "1fr" } });

export function CopyItems({ items, variant = "cards", headingLevel = 3, columns = 2 }: CopyItemsProps) {
  const columnCss = columns === 1 ? oneColumnCss : undefined;
  const Title = `h${headingLevel}` as const;
  // An item without text is a plain point, not a heading over nothing.
  const body = (item: CopyItem) =>
    item.text ? (
      <>
        <Title css={titleCss}>{item.title}</Title>
        <p css={textCss}>{item.text}</p>
      </>
    ) : (
      <p css={css(titleCss, { fontWeight: 600 })}>{item.title}</p>
    );
  if (variant === "checklist") {
    return (
      <ul css={[checklistCss, columnCss ?? balancedGridCss(items.length)]}>
        {items.map((item) => (
          <li key={item.title} css={checkItemCss}>
            <span css={checkIconCss} aria-hidden="true">
              <Icon name="check" size={18} />
            </span>
            <div>{body(item)}</div>
          </li>
        ))}
      </ul>
    );
  }
  if (variant === "list") {
    return (
      <ul css={[listCss, columnCss]}>
        {items.map((item) => (
          <li key={item.title} css={listItemCss}>
            {body(item)}
          </li>
        ))}
      </ul>
    );
  }
  return (
    <ul css={[cardsCss, balancedGridCss(items.length)]}>
      {items.map((item) => (
        <li key={item.title} css={cardCss}>
          {body(item)}
        </li>
      ))}
    </ul>
  );
}
