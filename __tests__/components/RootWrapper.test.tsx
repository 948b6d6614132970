import { act, render, screen } from "@testing-library/react";
import { RootWrapper } from "../../src/components/RootWrapper";
import { SNACKBAR_DEFAULTS } from "../../src/components/Toaster";
import { toast } from "../../src/lib/toast";
import { LABELS } from "../../src/rules/labels";

describe("RootWrapper", () => {
  it("uses the spec's toast defaults: 3 visible, 4000 ms, bottom-right", () => {
    expect(SNACKBAR_DEFAULTS).toEqual({
      maxSnack: 3,
      autoHideDuration: 4000,
      anchorOrigin: { vertical: "bottom", horizontal: "right" },
    });
  });

  // notistack times its toasts with timers (entrance, 4 s on screen, exit): the clock is
  // Jest's, moved by the test, so a slow or busy machine sees the same sequence.
  it("renders the page and shows toasts, at most three at a time, each leaving by itself after 4 s", async () => {
    jest.useFakeTimers();
    // Moves the clock on in steps, letting React render between them as a browser does between frames.
    const advance = (ms: number) => {
      for (let step = 0; step < ms; step += 10) act(() => jest.advanceTimersByTime(Math.min(10, ms - step)));
    };
    try {
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
      // The provider loads on promises alone; findBy moves the fake clock in 50 ms steps and
      // stops at the step in which the toasts appeared.
      await screen.findByText("Three");
      const shownAt = Date.now();
      expect(screen.getByText("One")).toBeInTheDocument();
      expect(screen.getByText("Two")).toBeInTheDocument();
      expect(screen.queryByText("Four")).not.toBeInTheDocument();

      // The fourth waits for the first to leave; the others stay meanwhile.
      advance(1000);
      expect(screen.queryByText("One")).not.toBeInTheDocument();
      expect(screen.getByText("Two")).toBeInTheDocument();
      expect(screen.getByText("Three")).toBeInTheDocument();
      expect(screen.getByText("Four")).toBeInTheDocument();
      const container = screen.getByText("Four").closest("[class*='notistack-SnackbarContainer']") as HTMLElement;
      const style = getComputedStyle(container);
      expect([style.bottom, style.right]).toEqual(["14px", "20px"]);

      // Each stays its 4 s, then leaves by itself.
      advance(shownAt + SNACKBAR_DEFAULTS.autoHideDuration - 1 - Date.now());
      expect(screen.getByText("Two")).toBeInTheDocument();
      expect(screen.getByText("Three")).toBeInTheDocument();
      advance(1000);
      expect(screen.queryByText("Two")).not.toBeInTheDocument();
      expect(screen.queryByText("Three")).not.toBeInTheDocument();
      expect(screen.getByText("Four")).toBeInTheDocument();
      advance(SNACKBAR_DEFAULTS.autoHideDuration);
      expect(screen.queryByText("Four")).not.toBeInTheDocument();
    } finally {
      jest.useRealTimers();
    }
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
    expect(screen.getByRole("heading", { name: LABELS.applicationError })).toBeInTheDocument();
    spy.mockRestore();
  });
});
