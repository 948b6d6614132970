import "@testing-library/jest-dom";
import { TextDecoder, TextEncoder } from "util";
import { useStaticQuery } from "gatsby";
import { testSiteMetadata } from "./__tests__/helpers/site";

Object.assign(globalThis, { TextEncoder, TextDecoder });

// jsdom lacks these browser APIs that the site and its libraries use.
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

class IntersectionObserverStub {
  observe = jest.fn();
  unobserve = jest.fn();
  disconnect = jest.fn();
  takeRecords = jest.fn(() => []);
}
Object.defineProperty(window, "IntersectionObserver", { writable: true, configurable: true, value: IntersectionObserverStub });

beforeEach(() => {
  (useStaticQuery as jest.Mock).mockReturnValue({ site: { siteMetadata: testSiteMetadata() } });
  window.localStorage.clear();
});
