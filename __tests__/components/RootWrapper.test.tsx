import { act, render, screen } from "@testing-library/react";
import { RootWrapper } from "../../src/components/RootWrapper";
import { SNACKBAR_DEFAULTS } from "../../src/components/Toaster";
import { toast } from "../../src/lib/toast";

describe("RootWrapper", () => {
  it("uses the spec's toast defaults: 3 visible, 4000 ms, bottom-right", () => {
    expect(SNACKBAR_DEFAULTS).toEqual({
      maxSnack: 3,
      autoHideDuration: 4000,
      anchorOrigin: { vertical: "bottom", horizontal: "right" },
    });
  });

  it("renders the page and shows toasts, at most three at a time, once the provider is loaded", async () => {
    render(
      <RootWrapper>
        <p>Page content</p>
      </RootWrapper>,
    );
    expect(screen.getByText("Page content")).toBeInTheDocument();
    // Asked for before the provider has loaded: shown once it has, not lost.
    act(() => {
      for (const message of ["One", "Two", "Three", "Four"]) void toast(message, "success");
    });
    // "Four" waits for "One" to finish leaving; a loaded machine can take over a second.
    expect(await screen.findByText("Four", undefined, { timeout: 10000 })).toBeInTheDocument();
    expect(screen.getByText("Two")).toBeInTheDocument();
    expect(screen.queryByText("One")).not.toBeInTheDocument();
    const container = screen.getByText("Four").closest("[class*='notistack-SnackbarContainer']") as HTMLElement;
    const style = getComputedStyle(container);
    expect([style.bottom, style.right]).toEqual(["14px", "20px"]);
  });

  it("catches a failing page with the error screen", () => {
    const spy = jest.spyOn(console, "error").mockImplementation(() => undefined);
    function Broken(): never {
      throw new Error("Boom");
    }
    render(
      <RootWrapper>
        <Broken />
      </RootWrapper>,
    );
    expect(screen.getByRole("heading", { name: "Unexpected Application Error!" })).toBeInTheDocument();
    spy.mockRestore();
  });
});
