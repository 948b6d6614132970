/** @jest-environment node */
import { onPostBuild } from "../../gatsby-node";

describe("gatsby-node onPostBuild", () => {
  it("is promise-style: Gatsby waits for a callback that never comes when the hook takes three parameters", () => {
    expect(typeof onPostBuild).toBe("function");
    expect(onPostBuild?.length).toBeLessThan(3);
  });
});
