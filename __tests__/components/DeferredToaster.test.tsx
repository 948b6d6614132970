import { act, render, screen } from "@testing-library/react";
import { RootWrapper } from "../../src/components/RootWrapper";
import { toast } from "../../src/lib/toast";

// Records when the provider module is first loaded (the factory runs on first import).
const mockProviderLoaded = jest.fn();
jest.mock("../../src/components/Toaster/Toaster", () => {
  mockProviderLoaded();
  return jest.requireActual("../../src/components/Toaster/Toaster");
});

describe("toast provider", () => {
  it("is not loaded with the page, only when the first toast is asked for", async () => {
    render(
      <RootWrapper>
        <p>Page content</p>
      </RootWrapper>,
    );
    await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
    expect(mockProviderLoaded).not.toHaveBeenCalled();
    act(() => {
      void toast("Thanks for subscribing", "success");
    });
    expect(await screen.findByText("Thanks for subscribing")).toBeInTheDocument();
    expect(mockProviderLoaded).toHaveBeenCalledTimes(1);
  });
});
