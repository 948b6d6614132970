import { balancedColumns } from "../../src/styles/grid";

describe("balancedColumns", () => {
  it("puts items that fit in one row side by side", () => {
    expect([1, 2, 3].map((count) => balancedColumns(count, 3))).toEqual([1, 2, 3]);
    expect([1, 2].map((count) => balancedColumns(count, 2))).toEqual([1, 2]);
  });

  it("takes fewer columns rather than leave one item alone on the last row", () => {
    expect(balancedColumns(4, 3)).toBe(2); // 2 + 2, not 3 + 1
    expect(balancedColumns(5, 3)).toBe(3); // 3 + 2
    expect(balancedColumns(6, 3)).toBe(3);
    expect(balancedColumns(10, 3)).toBe(2); // 5 rows of 2, not 3 + 3 + 3 + 1
  });

  it("keeps the widest grid when no choice avoids a lone item", () => {
    expect(balancedColumns(7, 3)).toBe(3); // 3 + 3 + 1 (2 columns would end 2 + 2 + 2 + 1)
    expect(balancedColumns(3, 2)).toBe(2);
    expect(balancedColumns(5, 2)).toBe(2);
  });

  it("gives an empty grid one column", () => {
    expect(balancedColumns(0, 3)).toBe(1);
  });
});
