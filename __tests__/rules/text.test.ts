import {
  excerpt,
  inlineParts,
  metaDescription,
  plainText,
  typographicQuotes,
  withNewTabNotes,
} from "../../src/rules/text";

describe("plainText", () => {
  it("removes markup, decodes entities and folds whitespace", () => {
    expect(
      plainText("<h2>Tax &amp; residency</h2>\n<p>The <strong>183-day</strong>&nbsp;rule &#8212; and&#x2026;</p>"),
    ).toBe("Tax & residency The 183-day rule — and…");
  });

  it("keeps words from adjacent blocks apart and drops scripts, styles and comments", () => {
    expect(plainText("<p>One</p><p>Two</p><ul><li>Three</li><li>Four</li></ul>")).toBe("One Two Three Four");
    expect(plainText("<p>Kept</p><script>alert(1)</script><style>p{}</style><!-- note -->")).toBe("Kept");
  });

  it("leaves unknown entities as they are", () => {
    expect(plainText("<p>&madeup; &lt;tag&gt;</p>")).toBe("&madeup; <tag>");
  });
});

describe("excerpt", () => {
  const long = `<p>${"abcdefghij ".repeat(30)}</p>`;

  it("is the first 150 characters of the plain text followed by an ellipsis", () => {
    const result = excerpt(long);
    expect(result.endsWith("…")).toBe(true);
    expect(result).toBe(`${plainText(long).slice(0, 150).trimEnd()}…`);
    expect(Array.from(result.slice(0, -1)).length).toBeLessThanOrEqual(150);
  });

  it("does not add an ellipsis to content that is already short", () => {
    expect(excerpt("<p>Short <em>intro</em>.</p>")).toBe("Short intro.");
  });

  it("counts characters, not UTF-16 units, so it never splits an emoji or accent", () => {
    const text = `<p>${"€🌍".repeat(100)}</p>`;
    const result = excerpt(text, 3);
    expect(result).toBe("€🌍€…");
  });
});

describe("metaDescription", () => {
  it("uses the given description", () => {
    expect(metaDescription("  Given.  ", "<p>Body</p>")).toBe("Given.");
  });

  it("falls back to the first 160 characters of the content", () => {
    const html = `<p>${"x".repeat(300)}</p>`;
    expect(metaDescription("", html)).toBe("x".repeat(160));
    expect(metaDescription(null, "<p>Short body</p>")).toBe("Short body");
  });
});

describe("inlineParts", () => {
  it("splits a line of copy into text, links and emphasis, in order", () => {
    expect(inlineParts("Read our [Privacy Policy](/privacy-policy/) with *clarity*, not risk.")).toEqual([
      { text: "Read our " },
      { link: { label: "Privacy Policy", to: "/privacy-policy/" } },
      { text: " with " },
      { em: "clarity" },
      { text: ", not risk." },
    ]);
  });

  it("makes an email address written as text a mailto: link, its full stop left out", () => {
    expect(inlineParts("Write to hello@example.co.uk. Or *call*.")).toEqual([
      { text: "Write to " },
      { link: { label: "hello@example.co.uk", to: "mailto:hello@example.co.uk" } },
      { text: ". Or " },
      { em: "call" },
      { text: "." },
    ]);
    // Inside a link's words it stays the link's.
    expect(inlineParts("[hello@example.com](mailto:hello@example.com)")).toEqual([
      { link: { label: "hello@example.com", to: "mailto:hello@example.com" } },
    ]);
  });

  // An audit of founder mistakes: "_clarity_" in the principle showed its underscores, where
  // Markdown (and the article's text) makes it emphasis.
  it("makes _words_ emphasis as *words*, and leaves underscores inside words and addresses alone", () => {
    expect(inlineParts("Freedom with _clarity_, not risk.")).toEqual([
      { text: "Freedom with " },
      { em: "clarity" },
      { text: ", not risk." },
    ]);
    for (const plain of ["Send file_name_v2 as is", "See https://example.com/a_b_c/ or /_drafts_/", "A __ gap"]) {
      expect(inlineParts(plain)).toEqual([{ text: plain }]);
    }
    expect(inlineParts("[our_guide_](/blog/our_guide_/)")).toEqual([
      { link: { label: "our_guide_", to: "/blog/our_guide_/" } },
    ]);
  });

  it("leaves plain text whole, including lone brackets and asterisks", () => {
    expect(inlineParts("A [note] and 5 * 3")).toEqual([{ text: "A [note] and 5 * 3" }]);
  });
});

describe("typographicQuotes (the ebook and the social cards)", () => {
  it("curls quotes and apostrophes, keeping the length", () => {
    expect(typographicQuotes(`What the Visa Doesn't Tell You`)).toBe("What the Visa Doesn\u2019t Tell You");
    expect(typographicQuotes(`The "183-day" rule`)).toBe("The \u201C183-day\u201D rule");
    expect(typographicQuotes(`'Quoted'`)).toBe("\u2018Quoted\u2019");
    expect(typographicQuotes(`*"bold quote"* and ("aside")`)).toBe("*\u201Cbold quote\u201D* and (\u201Caside\u201D)");
    expect(typographicQuotes(`a "b" 'c'`)).toHaveLength(`a "b" 'c'`.length);
  });
});

describe("withNewTabNotes", () => {
  it("puts the note, escaped, inside each link that opens in a new tab, and leaves the others", () => {
    const html =
      '<p><a href="/contact/">contact</a>, <a href="https://a.example/" target="_blank" rel="noopener noreferrer">A <em>b</em></a> and <a target="_blank" href="https://c.example/">C</a></p>';
    expect(withNewTabNotes(html, "(opens in a new tab) <&>")).toBe(
      '<p><a href="/contact/">contact</a>, <a href="https://a.example/" target="_blank" rel="noopener noreferrer">A <em>b</em><span class="visually-hidden"> (opens in a new tab) &lt;&amp;&gt;</span></a> and <a target="_blank" href="https://c.example/">C<span class="visually-hidden"> (opens in a new tab) &lt;&amp;&gt;</span></a></p>',
    );
    // The note is written as it is, even with what a replacement pattern would read ("$&").
    expect(withNewTabNotes('<a href="https://a.example/" target="_blank">A</a>', "$1 $&")).toBe(
      '<a href="https://a.example/" target="_blank">A<span class="visually-hidden"> $1 $&amp;</span></a>',
    );
  });
});
