import "@testing-library/jest-dom";
import { matchers as emotionMatchers } from "@emotion/jest";
import { TextDecoder, TextEncoder } from "util";
import { useStaticQuery } from "gatsby";
import failOnConsole from "jest-fail-on-console";
import { forgetDrafts } from "./src/hooks/useFormDraft";
import { testContentYaml, testServicePages, testSiteMetadata, withTokens } from "./__tests__/helpers/site";

Object.assign(globalThis, { TextEncoder, TextDecoder });
expect.extend(emotionMatchers);

// A warning from React or a library (a missing key, an update outside act(), a hydration
// mismatch) fails the test that caused it instead of scrolling past. One is not printed: React
// 18's server renderer warns about every useLayoutEffect, which is how the controls take over
// at hydration (src/hooks/useControlTakeOver.ts) and does nothing on the server by design.
// React 19 no longer prints it (facebook/react#26395); Material UI's tests ignore it too.
failOnConsole({
  shouldFailOnWarn: true,
  silenceMessage: (message) => message.includes("useLayoutEffect does nothing on the server"),
});

// Suites that declare `@jest-environment node` (server rendering) have no window.
const inBrowser = typeof window !== "undefined";

// jsdom lacks these browser APIs that the site and its libraries use.
if (inBrowser)
  Object.defineProperty(window, "matchMedia", {
    writable: true,
    configurable: true,
    value: jest.fn().mockImplementation((query: string) => ({
      matches: false,
      media: query,
      onchange: null,
      addListener: jest.fn(),
      removeListener: jest.fn(),
      addEventListener: jest.fn(),
      removeEventListener: jest.fn(),
      dispatchEvent: jest.fn(),
    })),
  });

// Never fires by itself; tests call `scrollIntoNearView` (__tests__/helpers/viewport.ts).
class IntersectionObserverStub {
  static instances = new Set<IntersectionObserverStub>();
  elements = new Set<Element>();
  constructor(public callback: IntersectionObserverCallback) {}
  observe = jest.fn((element: Element) => {
    this.elements.add(element);
    IntersectionObserverStub.instances.add(this);
  });
  unobserve = jest.fn((element: Element) => this.elements.delete(element));
  disconnect = jest.fn(() => {
    this.elements.clear();
    IntersectionObserverStub.instances.delete(this);
  });
  takeRecords = jest.fn(() => []);
}
if (inBrowser)
  Object.defineProperty(window, "IntersectionObserver", {
    writable: true,
    configurable: true,
    value: IntersectionObserverStub,
  });

beforeEach(() => {
  // Every static query of the site, answered from the real content files.
  (useStaticQuery as jest.Mock).mockReturnValue({
    site: { siteMetadata: testSiteMetadata() },
    services: { nodes: testServicePages() },
    forms: testContentYaml("forms.yaml"),
    cta: withTokens(testContentYaml("cta.yaml")),
    ui: withTokens(testContentYaml("ui.yaml")),
  });
  if (inBrowser) window.localStorage.clear();
  // The forms' drafts live as long as the page (src/hooks/useFormDraft.ts): each test is a new page.
  forgetDrafts();
});
