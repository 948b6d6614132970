/**
 * The icons src/components/Icon draws, by name. Content names them (a service's home card, a
 * process step), so the build checks a name against this list; Icon's drawings are typed by it,
 * so the two cannot drift apart.
 */
export const ICON_NAMES = [
  "instagram",
  "linkedin",
  "menu",
  "close",
  "chevronDown",
  "chevronLeft",
  "chevronRight",
  "arrowRight",
  "sun",
  "moon",
  "monitor",
  "check",
  "phone",
  "clipboard",
  "target",
  "compass",
  "rocket",
  "lifebuoy",
  "globe",
  "chart",
  "network",
  "quote",
  "headphones",
  "play",
  "info",
  "pause",
  "start",
  "calendar",
  "external",
] as const;

export type IconName = (typeof ICON_NAMES)[number];

/** Whether content names an icon the site can draw. */
export const isIconName = (value: unknown): value is IconName =>
  typeof value === "string" && (ICON_NAMES as readonly string[]).includes(value);

/** What is wrong with an icon name content gives, or null: the message lists the names there are. */
export function iconProblem(value: unknown): string | null {
  return isIconName(value)
    ? null
    : `must name one of the site's icons (${ICON_NAMES.join(", ")}), found "${String(value ?? "")}"`;
}
