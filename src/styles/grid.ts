import { css, type SerializedStyles } from "@emotion/react";
import { mq, space } from "./theme";

/**
 * How many columns a grid of `count` items takes when it may have up to `max`: all in one row
 * when they fit, otherwise the most columns that do not leave one item alone on the last row
 * (4 items as 2 + 2 rather than 3 + 1), or `max` when every choice does (7 = 3 + 3 + 1).
 */
export function balancedColumns(count: number, max: number): number {
  if (count <= max) return Math.max(count, 1);
  for (let columns = max; columns >= 2; columns -= 1) if (count % columns !== 1) return columns;
  return max;
}

const tracks = (columns: number) => ({ gridTemplateColumns: `repeat(${columns}, minmax(0, 1fr))` });
const byColumns = (at: string): SerializedStyles[] => [1, 2, 3].map((columns) => css({ [at]: tracks(columns) }));
const medium = byColumns(mq.medium);
const large = byColumns(mq.large);

/** A grid's columns at the medium (up to 2) and large (up to 3) breakpoints, balanced for `count` items. */
export function balancedGridCss(count: number): SerializedStyles[] {
  return [medium[balancedColumns(count, 2) - 1], large[balancedColumns(count, 3) - 1]];
}

/** A list of cards (ul): no bullets, one column, three from the medium breakpoint. */
export const cardListCss = css({
  display: "grid",
  gap: space.lg,
  listStyle: "none",
  margin: 0,
  padding: 0,
  [mq.medium]: { gridTemplateColumns: "repeat(3, 1fr)" },
});
