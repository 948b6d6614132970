import { act } from "@testing-library/react";

interface ObserverStub {
  elements: Set<Element>;
  callback: IntersectionObserverCallback;
}

/** Tells every IntersectionObserver watching `element` (or anything) that it is in view. */
export function scrollIntoNearView(element?: Element) {
  const Stub = window.IntersectionObserver as unknown as { instances: Set<ObserverStub> };
  act(() => {
    for (const observer of [...Stub.instances]) {
      const targets = [...observer.elements].filter((el) => !element || el === element || el.contains(element));
      if (targets.length === 0) continue;
      const entries = targets.map(
        (target) => ({ target, isIntersecting: true, intersectionRatio: 1 }) as unknown as IntersectionObserverEntry,
      );
      observer.callback(entries, observer as unknown as IntersectionObserver);
    }
  });
}
