import { formatDay, isIsoDay, latestDay, MONTH_NAMES } from "../../src/rules/days";

describe("days", () => {
  it("names the months as the site writes them on its pages", () => {
    const written = MONTH_NAMES.map((_, m) => formatDay(`2026-${String(m + 1).padStart(2, "0")}-15`));
    expect(written).toEqual(MONTH_NAMES.map((month) => `15 ${month} 2026`));
  });

  it("reads only days that exist", () => {
    expect(isIsoDay("2026-02-28")).toBe(true);
    expect(isIsoDay("2026-02-30")).toBe(false);
    expect(isIsoDay("2026-13-01")).toBe(false);
  });

  it("allows a dated entry up to tomorrow in UTC", () => {
    expect(latestDay(new Date("2026-11-29T23:30:00Z"))).toBe("2026-11-30");
  });
});
