import { waitFor } from "@testing-library/react";
import { hydrateRoot } from "react-dom/client";
import { renderToString } from "react-dom/server";
import { Layout } from "../../src/components/Layout";
import { RootWrapper } from "../../src/components/RootWrapper";

// A timer loop counts turns of the event loop; each slow part records the turn it hydrated in.
let turn = 0;
let ticking = false;
function tick() {
  if (!ticking) return;
  turn += 1;
  setTimeout(tick, 0);
}
const hydratedIn: number[] = [];
let recording = false;

function SlowPart({ id }: { id: number }) {
  const start = performance.now();
  while (performance.now() - start < 8) {
    // Longer than React's 5 ms slice, so a sliced hydration must yield after each part.
  }
  if (recording) hydratedIn.push(turn);
  return <p>Part {id}</p>;
}

const page = (
  <RootWrapper>
    <Layout>
      {[1, 2, 3, 4].map((id) => (
        <SlowPart key={id} id={id} />
      ))}
    </Layout>
  </RootWrapper>
);

describe("hydration", () => {
  afterEach(() => {
    ticking = false;
    recording = false;
  });

  it("hydrates the page content in slices, giving the browser turns in between (no provider forces it all at once)", async () => {
    const container = document.createElement("div");
    container.innerHTML = renderToString(page);
    document.body.appendChild(container);
    const errors = jest.spyOn(console, "error").mockImplementation(() => undefined);
    recording = true;
    ticking = true;
    tick();
    // As in a browser: no act(), which would flush every pass at once.
    const actEnvironment = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean };
    actEnvironment.IS_REACT_ACT_ENVIRONMENT = false;
    hydrateRoot(container, page);
    await waitFor(() => expect(container.textContent).toContain("Part 4"));
    await waitFor(() => expect(hydratedIn.length).toBeGreaterThanOrEqual(4));
    await new Promise((resolve) => setTimeout(resolve, 100)); // let any later pass run too
    // Each part rendered once, and not all in the same turn: hydration yielded in between.
    expect(hydratedIn).toHaveLength(4);
    expect(new Set(hydratedIn).size).toBeGreaterThan(1);
    expect(errors).not.toHaveBeenCalled();
    errors.mockRestore();
    actEnvironment.IS_REACT_ACT_ENVIRONMENT = true;
  });
});
