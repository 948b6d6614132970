import { render, screen } from "@testing-library/react";
import { Layout } from "../../src/components/Layout";
import { ErrorBoundary } from "../../src/components/ErrorBoundary";
import { testSiteMetadata } from "../helpers/site";
import { LABELS } from "../../src/rules/labels";

describe("Layout", () => {
  it("wraps pages in the header, a main landmark and the footer", () => {
    render(
      <Layout>
        <h1>Page</h1>
      </Layout>,
    );
    expect(screen.getByRole("banner")).toBeInTheDocument();
    expect(screen.getByRole("main")).toContainElement(screen.getByRole("heading", { name: "Page" }));
    expect(screen.getByRole("contentinfo")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Skip to content" })).toHaveAttribute("href", "#main");
  });

  it("has a bare variant without header or footer (the landing page)", () => {
    render(
      <Layout variant="bare">
        <h1>Landing</h1>
      </Layout>,
    );
    expect(screen.queryByRole("banner")).not.toBeInTheDocument();
    expect(screen.queryByRole("contentinfo")).not.toBeInTheDocument();
    expect(screen.getByRole("main")).toBeInTheDocument();
  });

  it("passes the newsletter endpoint of content/site.yaml to the footer form", () => {
    render(<Layout>x</Layout>);
    expect(screen.getByRole("form", { name: "Newsletter sign-up" })).toHaveAttribute(
      "action",
      testSiteMetadata().forms.newsletter,
    );
  });
});

describe("ErrorBoundary", () => {
  it("shows 'Unexpected Application Error!' with the error message", () => {
    const spy = jest.spyOn(console, "error").mockImplementation(() => undefined);
    function Broken(): never {
      throw new Error("Routing went wrong");
    }
    render(
      <ErrorBoundary>
        <Broken />
      </ErrorBoundary>,
    );
    expect(screen.getByRole("heading", { name: LABELS.applicationError })).toBeInTheDocument();
    expect(screen.getByText("Routing went wrong")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: LABELS.returnHome })).toHaveAttribute("href", "/");
    spy.mockRestore();
  });

  it("renders its children when nothing fails", () => {
    render(
      <ErrorBoundary>
        <p>All good</p>
      </ErrorBoundary>,
    );
    expect(screen.getByText("All good")).toBeInTheDocument();
  });
});
