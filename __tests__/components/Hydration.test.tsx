import { waitFor } from "@testing-library/react";
import type { ReactNode } from "react";
import { hydrateRoot } from "react-dom/client";
import { renderToString } from "react-dom/server";
import { replaceHydrateFunction } from "../../gatsby-browser";
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

describe("hydration of the parts outside the Suspense boundaries (Gatsby's root)", () => {
  // Gatsby's router and page wrappers sit outside Layout's boundaries: as on a built page,
  // the slow parts here are direct children of Gatsby's focus wrapper.
  const app = (
    <div id="gatsby-focus-wrapper">
      {[1, 2, 3, 4].map((id) => (
        <SlowPart key={id} id={id} />
      ))}
    </div>
  );
  const actEnvironment = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean };
  let container: HTMLElement;

  beforeEach(() => {
    hydratedIn.length = 0;
    container = document.createElement("div");
    container.id = "___gatsby";
    document.body.appendChild(container);
    actEnvironment.IS_REACT_ACT_ENVIRONMENT = false;
  });

  afterEach(() => {
    ticking = false;
    recording = false;
    container.remove();
    actEnvironment.IS_REACT_ACT_ENVIRONMENT = true;
  });

  async function hydrateWith(hydrate: (element: ReactNode, root: HTMLElement) => void) {
    container.innerHTML = renderToString(app);
    const serverParagraph = container.querySelector("p");
    recording = true;
    ticking = true;
    tick();
    hydrate(app, container);
    await waitFor(() => expect(hydratedIn).toHaveLength(4));
    await new Promise((resolve) => setTimeout(resolve, 50)); // let any commit and later pass run
    return { serverParagraph };
  }

  it("hydrates them in slices when started through gatsby-browser's replaceHydrateFunction, keeping the server's DOM", async () => {
    const errors = jest.spyOn(console, "error").mockImplementation(() => undefined);
    const { serverParagraph } = await hydrateWith(replaceHydrateFunction());
    expect(new Set(hydratedIn).size).toBeGreaterThan(1);
    expect(container.querySelector("p")).toBe(serverParagraph);
    expect(errors).not.toHaveBeenCalled();
    errors.mockRestore();
  });

  it("would hydrate them all in one turn with Gatsby's default hydrateRoot call (why the replacement exists)", async () => {
    await hydrateWith((element, root) => {
      hydrateRoot(root, element);
    });
    expect(new Set(hydratedIn).size).toBe(1);
  });

  it("renders, rather than hydrates, a page that has no server HTML", async () => {
    replaceHydrateFunction()(<p>Client only</p>, container);
    await waitFor(() => expect(container.textContent).toBe("Client only"));
  });
});
