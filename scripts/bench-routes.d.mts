// Types of scripts/bench-routes.mjs, for the Jest test that imports it.

export interface BuildSpec {
  name: string;
  folder: string;
}

export interface RoutePlan {
  /** The route as the table shows it. */
  route: string;
  /** Build name → the path measured on that build for this route. */
  paths: Record<string, string>;
}

export declare function parseBuilds(value: string): BuildSpec[];
export declare function planRoutes(args: string[], buildNames: string[]): RoutePlan[];
export declare function ratio(b: number | null | undefined, a: number | null | undefined): number | null;
