import { render } from "@testing-library/react";
import { Icon } from "../../src/components/Icon";
import { ICON_NAMES, isIconName } from "../../src/rules/icons";
import { testContentYaml, testServicePages } from "../helpers/site";

describe("the icons content can name", () => {
  it.each(ICON_NAMES)("%s is drawn", (name) => {
    const { container } = render(<Icon name={name} />);
    expect(container.querySelector("svg")?.children.length).toBeGreaterThan(0);
  });

  it("include every icon the content files name, and nothing else passes", () => {
    const named = [
      ...testContentYaml<{ icon: string }[]>("process.yaml").map((step) => step.icon),
      ...testServicePages().flatMap((page) => (page.homeCard ? [(page.homeCard as { icon: string }).icon] : [])),
    ];
    expect(named.length).toBeGreaterThan(6);
    expect(named.filter((name) => !isIconName(name))).toEqual([]);
    expect(["shield", "Phone", "", undefined].filter(isIconName)).toEqual([]);
  });
});
