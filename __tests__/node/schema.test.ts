import type { GraphQLResolveInfo } from "graphql";
import { CARD_EXCERPT_LENGTH, cardExcerptResolver } from "../../src/node/schema/schema";

/** Resolve info whose MarkdownRemark.html resolver renders `html` (as gatsby-transformer-remark does). */
function infoRendering(html: string | null, calls: unknown[] = []) {
  const htmlResolver = async (source: unknown, _args: unknown, _context: unknown, info: GraphQLResolveInfo) => {
    calls.push({ source, fieldName: info.fieldName });
    return html;
  };
  const schema = {
    getType: (name: string) =>
      name === "MarkdownRemark" ? { getFields: () => ({ html: { resolve: htmlResolver } }) } : undefined,
  };
  return { schema, fieldName: "cardExcerpt" } as unknown as GraphQLResolveInfo;
}

describe("cardExcerpt", () => {
  it("cuts the article's rendered text to the card length at build time, with an ellipsis", async () => {
    const words = "Tax residency usually follows where you live, not where you are born. ".repeat(5);
    const calls: unknown[] = [];
    const node = { id: "article-1" };
    const result = await cardExcerptResolver.resolve(node, {}, {}, infoRendering(`<h2>Why</h2><p>${words}</p>`, calls));
    expect(result.startsWith("Why Tax residency usually follows")).toBe(true);
    expect(result.endsWith("…")).toBe(true);
    expect(Array.from(result).length).toBeLessThanOrEqual(CARD_EXCERPT_LENGTH + 1);
    expect(calls).toEqual([{ source: node, fieldName: "html" }]);
  });

  it("keeps a short article whole and decodes entities", async () => {
    expect(await cardExcerptResolver.resolve({}, {}, {}, infoRendering("<p>Short &amp; sweet.</p>"))).toBe(
      "Short & sweet.",
    );
  });

  it("gives an empty excerpt for an article without HTML", async () => {
    expect(await cardExcerptResolver.resolve({}, {}, {}, infoRendering(null))).toBe("");
  });
});
