import { isBlank, notAField } from "../../src/rules/fields";

describe("isBlank: a field the founder left empty", () => {
  it.each([[undefined], [null], [""], ["   "], ["\n"], [[]]])("counts %p as empty", (value) => {
    expect(isBlank(value)).toBe(true);
  });

  it.each([["Privacy Policy"], [0], [false], [["one"]], [new Date("2026-11-29")]])("counts %p as written", (value) => {
    expect(isBlank(value)).toBe(false);
  });
});

describe("notAField: a field the site does not read", () => {
  it("names the known field a typo is closest to, then every field there is", () => {
    expect(notAField("tilte", ["title", "slug"])).toBe(
      'is not a field here (did you mean "title"? expected one of: title, slug)',
    );
    expect(notAField("colour", ["title", "slug"])).toBe("is not a field here (expected one of: title, slug)");
  });
});
