import { fireEvent } from "@testing-library/react";

/** A picture as the browser reports it once loaded at this size: jsdom loads none, and knows no size. */
export function loadPictureAt(picture: Element, width: number, height: number): void {
  Object.defineProperty(picture, "naturalWidth", { value: width });
  Object.defineProperty(picture, "naturalHeight", { value: height });
  fireEvent.load(picture);
}
