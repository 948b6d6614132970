import { act, render } from "@testing-library/react";
import { Section } from "../../src/components/Section";
import { LAID_OUT_ATTRIBUTE, layOutWhenIdle, markClientNavigation } from "../../src/lib/idleLayout";

type IdleCallback = () => void;

describe("idle layout of page bands", () => {
  let idleQueue: { callback: IdleCallback; timeout?: number }[];
  let readyState: DocumentReadyState;

  /** Runs the idle callbacks asked for so far, as one idle period of the browser. */
  const idlePeriod = () => {
    const due = idleQueue;
    idleQueue = [];
    act(() => due.forEach(({ callback }) => callback()));
  };
  const laidOut = (...elements: Element[]) => elements.map((element) => element.hasAttribute(LAID_OUT_ATTRIBUTE));

  beforeEach(() => {
    idleQueue = [];
    readyState = "complete";
    jest.spyOn(document, "readyState", "get").mockImplementation(() => readyState);
    (window as { requestIdleCallback?: unknown }).requestIdleCallback = (
      callback: IdleCallback,
      options?: { timeout: number },
    ) => {
      idleQueue.push({ callback, timeout: options?.timeout });
      return idleQueue.length;
    };
  });

  afterEach(() => {
    // The queue is module state: run out whatever a test left in it.
    while (idleQueue.length) idlePeriod();
    jest.restoreAllMocks();
    delete (window as { requestIdleCallback?: unknown }).requestIdleCallback;
    document.body.innerHTML = "";
  });

  function bands(count: number) {
    const elements = Array.from({ length: count }, (_, index) => {
      const band = document.createElement("section");
      band.id = `band-${index + 1}`;
      document.body.appendChild(band);
      return band;
    });
    return elements;
  }

  it("lays the bands out one per idle period, top to bottom, whatever order they were queued in", () => {
    const [first, second, third] = bands(3);
    layOutWhenIdle(third);
    layOutWhenIdle(first);
    layOutWhenIdle(second);
    expect(laidOut(first, second, third)).toEqual([false, false, false]);

    idlePeriod();
    expect(laidOut(first, second, third)).toEqual([true, false, false]);
    idlePeriod();
    expect(laidOut(first, second, third)).toEqual([true, true, false]);
    idlePeriod();
    expect(laidOut(first, second, third)).toEqual([true, true, true]);
    expect(idleQueue).toHaveLength(0);
  });

  it("asks for idle time with a timeout, so a page that is never idle still gets its bands laid out", () => {
    const [band] = bands(1);
    layOutWhenIdle(band);
    expect(idleQueue).toEqual([expect.objectContaining({ timeout: 2000 })]);
  });

  it("waits for the page's load event before laying out anything", () => {
    readyState = "interactive";
    const [band] = bands(1);
    layOutWhenIdle(band);
    expect(idleQueue).toHaveLength(0);

    readyState = "complete";
    window.dispatchEvent(new Event("load"));
    idlePeriod();
    expect(laidOut(band)).toEqual([true]);
  });

  it("forgets a band that leaves the page before its turn", () => {
    const [first, second] = bands(2);
    layOutWhenIdle(first);
    const forget = layOutWhenIdle(second);
    forget();
    idlePeriod();
    idlePeriod();
    expect(laidOut(first, second)).toEqual([true, false]);
    expect(idleQueue).toHaveLength(0);
  });

  it("uses a short timer where the browser has no requestIdleCallback", () => {
    jest.useFakeTimers();
    delete (window as { requestIdleCallback?: unknown }).requestIdleCallback;
    const [band] = bands(1);
    layOutWhenIdle(band);
    expect(laidOut(band)).toEqual([false]);
    act(() => jest.advanceTimersByTime(50));
    expect(laidOut(band)).toEqual([true]);
    jest.useRealTimers();
  });

  it("renders a Section with content-visibility until its turn, then without it", () => {
    const { container } = render(
      <Section labelledBy="band-title">
        <h2 id="band-title">Band</h2>
      </Section>,
    );
    const section = container.querySelector("section") as HTMLElement;
    expect(section).toHaveStyleRule("content-visibility", "auto", { target: `:not([${LAID_OUT_ATTRIBUTE}])` });
    expect(section).toHaveStyleRule("contain-intrinsic-size", "auto 40rem", {
      target: `:not([${LAID_OUT_ATTRIBUTE}])`,
    });
    expect(laidOut(section)).toEqual([false]);

    idlePeriod();
    expect(laidOut(section)).toEqual([true]);
  });

  // Last: the navigation flag lasts for the rest of the module's life, as in a visit.
  it("renders a Section laid out at once on a page reached by a client-side navigation", () => {
    markClientNavigation();
    const { container } = render(
      <Section labelledBy="band-title">
        <h2 id="band-title">Band</h2>
      </Section>,
    );
    expect(laidOut(container.querySelector("section") as HTMLElement)).toEqual([true]);
    expect(idleQueue).toHaveLength(0);
  });
});
