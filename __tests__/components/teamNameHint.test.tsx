import { render, screen } from "@testing-library/react";
import { Team } from "../../src/components/Team";
import { FIELD_RULES } from "../../src/node/cms/config";
import { testContentYaml } from "../helpers/site";

// Eighth founder trial: the CMS's hint said a person's name shows above the role; the pages
// show it under the role, smaller.
it("shows a person's name under the role, where the CMS's hint says it is", () => {
  const [founder, ...others] = testContentYaml<Array<{ role: string; bio: string }>>("team.yaml");
  const team = [{ ...founder, name: "Jane Doe" }, ...others].map((member) => ({ ...member, image: null }));
  render(<Team members={team as unknown as Parameters<typeof Team>[0]["members"]} />);
  const role = screen.getByText(founder.role);
  const name = screen.getByText("Jane Doe");
  expect(role.compareDocumentPosition(name) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  expect(FIELD_RULES["TeamYaml.name"].hint).toMatch(/shown under the role/);
});
