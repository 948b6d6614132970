// Types of scripts/taps-rules.mjs, for the Jest test that imports it.

export interface TapRecord {
  /** The tap's own time (event.timeStamp), ms since the page's time origin. */
  t: number;
  /** The control's state just before the tap. */
  state: string;
}

export interface TapResult {
  ms: number;
  first: number;
  lost: number;
  early: boolean;
  missed: number;
}

export declare function firstWorkingTap(load: {
  start: number | null;
  records: TapRecord[];
  state: string;
  missed?: number[];
}): TapResult | null;
