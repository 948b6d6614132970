import { render, screen, within } from "@testing-library/react";
import type { PageProps } from "gatsby";
import ContactPage from "../../src/pages/contact";
import { testContentYaml, withTokens } from "../helpers/site";

const copy = withTokens(
  testContentYaml<{ aside: { title: string; privacy: string; privacyLabel: string } }>("pages/contact.yaml"),
);

describe("Contact page", () => {
  it("points to the Privacy Policy from the call's aside, naming it once", () => {
    const props = { data: { copy } } as unknown as PageProps<Queries.ContactPageQuery>;
    render(<ContactPage {...props} />);
    const aside = screen.getByRole("complementary", { name: copy.aside.title });
    const link = within(aside).getByRole("link", { name: copy.aside.privacyLabel });
    expect(link).toHaveAttribute("href", "/privacy-policy/");
    expect(link.parentElement?.textContent?.match(/privacy policy/gi)).toHaveLength(1);
  });
});
