/**
 * @jest-environment node
 */
import { firstWorkingTap } from "../../scripts/taps-rules.mjs";

// A menu button's aria-expanded, tapped every 20 ms; the first paint at 500 ms.
const START = 500;

describe("firstWorkingTap (npm run bench:taps)", () => {
  it("measures from the paint to the first tap after it that changed the state, counting the taps lost before", () => {
    const records = [
      { t: 505, state: "false" },
      { t: 525, state: "false" },
      { t: 545, state: "false" },
    ];
    expect(firstWorkingTap({ start: START, records, state: "true", missed: [490, 515, 560] })).toEqual({
      ms: 45,
      first: 5,
      lost: 2,
      early: false,
      missed: 1,
    });
  });

  it("counts a tap made after the paint from its own time, however late the page learned of the paint", () => {
    // The page handled these taps before its paint observer ran; they still count, from 503 ms.
    const records = [{ t: 503, state: "false" }];
    expect(firstWorkingTap({ start: START, records, state: "true" })).toMatchObject({ ms: 3, lost: 0 });
  });

  it("gives 0 ms when a tap made just before the paint already worked", () => {
    const records = [
      { t: 480, state: "false" },
      { t: 500, state: "true" },
    ];
    expect(firstWorkingTap({ start: START, records, state: "false" })).toEqual({
      ms: 0,
      first: 0,
      lost: 0,
      early: true,
      missed: 0,
    });
  });

  it("does not count taps before the paint that did nothing as lost", () => {
    const records = [
      { t: 460, state: "false" },
      { t: 480, state: "false" },
      { t: 520, state: "false" },
    ];
    expect(firstWorkingTap({ start: START, records, state: "true" })).toMatchObject({ ms: 20, first: 20, lost: 0 });
  });

  it("has no answer until the paint is known, or while no tap has worked", () => {
    const records = [{ t: 505, state: "false" }];
    expect(firstWorkingTap({ start: null, records, state: "true" })).toBeNull();
    expect(firstWorkingTap({ start: START, records, state: "false" })).toBeNull();
    expect(firstWorkingTap({ start: START, records: [], state: "false" })).toBeNull();
  });
});
