/** Shapes of page copy as the pages receive it from content/ (through GraphQL). */

export interface CopyHeadingData {
  readonly kicker?: string | null;
  readonly title: string;
  readonly intro?: string | null;
}
