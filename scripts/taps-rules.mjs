// The rule `npm run bench:taps` (scripts/taps.mjs) reads a load by, apart from the browser so
// that it can be tested (__tests__/scripts/tapsRules.test.ts).

/**
 * When the control first answered, from what the page recorded: `start` (the first paint, or
 * when a carousel was scrolled into view), each tap on the control with its own time and the
 * control's state just before it, the current state, and the times of taps that missed it.
 * A tap is decided to be before or after the paint from its own time, afterwards: the page
 * learns of its paint tens of milliseconds late. A tap made before the paint that changed the
 * state shows the control answering by the paint (0 ms). Returns null while it has not answered.
 */
export function firstWorkingTap({ start, records, state, missed = [] }) {
  if (start === null || start === undefined) return null;
  const states = [...records.map((r) => r.state), state];
  const worked = (i) => states[i + 1] !== records[i].state;
  const early = records.some((r, i) => r.t < start && worked(i));
  const after = records.flatMap((r, i) => (r.t >= start ? [{ ...r, i }] : []));
  const first = after.findIndex((r) => worked(r.i));
  if (!early && first < 0) return null;
  const at = early ? start : after[first].t;
  return {
    ms: at - start,
    first: early || !after.length ? 0 : after[0].t - start,
    lost: early ? 0 : first,
    early,
    missed: missed.filter((t) => t >= start && t < at).length,
  };
}
