/** @jest-environment node */
import {
  bareAddressProblems,
  vagueLinkProblems,
  callLengthProblems,
  writtenOutClaims,
  claimProblems,
  chapterCountProblems,
  longDescriptions,
  pageTextProblems,
  rawMarkup,
  readableText,
} from "../../src/node/links/pageText";
import fs from "fs";
import os from "os";
import path from "path";
import yaml from "js-yaml";
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { ArticleCard } from "../../src/components/ArticleCard";
import { CARD_EXCERPT_LENGTH } from "../../src/node/schema/schema";
import { toArticleCard } from "../../src/rules/articleCards";
import { DESCRIPTION_LIMIT } from "../../src/rules/seo";
import { excerpt } from "../../src/rules/text";

const page = (body: string, head = "") =>
  `<html><head>${head}<style>.a{color:red}</style></head><body>${body}<script type="application/ld+json">{"a":"{b}"}</script></body></html>`;

describe("what a visitor reads on a built page", () => {
  it("is the text, the pictures' descriptions and the search description, without scripts or styles", () => {
    const text = readableText(
      page(
        '<p>Book a <b>free</b> call &amp; relax</p><img alt="The founder">',
        '<meta name="description" content="Tax help">',
      ),
    );
    expect(text).toContain("Book a free call & relax");
    expect(text).toContain("The founder");
    expect(text).toContain("Tax help");
    expect(text).not.toMatch(/color|"a"/);
  });
});

describe("placeholders and markdown shown as written", () => {
  it("finds a placeholder a field did not fill, misspelt ones too, with the words after it", () => {
    const found = rawMarkup(
      new Map([
        ["/", page("<p>We start with a free {callMinutes}-minute call to understand you.</p>")],
        ["/about/", page("<p>For { years } years and {{countries}} countries.</p>")],
      ]),
    );
    expect(found.map(({ page: on, kind, snippet }) => [on, kind, snippet])).toEqual([
      ["/", "placeholder", "{callMinutes}"],
      ["/about/", "placeholder", "{ years }"],
      ["/about/", "placeholder", "{{countries}}"],
    ]);
    expect(found[0].context).toBe("{callMinutes}-minute call to understand");
  });

  it("finds a markdown link or emphasis in a field that shows text as written", () => {
    const found = rawMarkup(
      new Map([["/services/legal/", page("<p>See [our guide](/blog/guide/) and **this** or *that* first.</p>")]]),
    );
    expect(found.map(({ kind, snippet }) => [kind, snippet])).toEqual([
      ["markdown link", "[our guide](/blog/guide/)"],
      ["markdown emphasis", "**this**"],
      ["markdown emphasis", "*that*"],
    ]);
  });

  // Each of these went live without a word: a founder's HTML, entity or heading in a YAML field,
  // and an article's link, bold or table left unfinished.
  it("finds HTML, an entity, heading marks, a table and unfinished links and bold shown as written", () => {
    const found = rawMarkup(
      new Map([
        [
          "/services/legal/",
          page(
            "<p>Tax opinions, &lt;b&gt;rulings&lt;/b&gt; and disputes.</p><p>## Documents to bring\nA short note.</p>",
          ),
        ],
        ["/", page("<p>For digital nomads &amp;amp; expats.&lt;br&gt;Start with a call.</p>")],
        [
          "/blog/guide/",
          page(
            '<p>Check [FinCEN’s BOI page](<a href="https://www.fincen.gov/boi">https://www.fincen.gov/boi</a> before.</p>' +
              "<p>##Why an LLC</p><ul><li>**Payment processing. Stripe and others</li></ul>" +
              "<p>| | Wyoming | Delaware |\n| Fee | USD 60 | USD 400 |</p><p>Write to [our team](mailto:hello @example.com).</p>",
          ),
        ],
      ]),
    );
    expect(found.map(({ page: on, kind, snippet }) => [on, kind, snippet])).toEqual([
      ["/services/legal/", "markdown heading", "## Documents to bring"],
      ["/services/legal/", "HTML tag", "<b>"],
      ["/services/legal/", "HTML tag", "</b>"],
      ["/", "HTML tag", "<br>"],
      ["/", "HTML entity", "&amp;"],
      ["/blog/guide/", "markdown link", "[FinCEN’s BOI page](https://www.fincen.gov/boi"],
      ["/blog/guide/", "markdown link", "[our team](mailto:hello @example.com)"],
      ["/blog/guide/", "markdown emphasis", "**"],
      ["/blog/guide/", "markdown heading", "##Why an LLC"],
      ["/blog/guide/", "markdown table", "| | Wyoming | Delaware |"],
    ]);
  });

  it("says what to do instead, with the words after the mark to find it by", () => {
    const problems = pageTextProblems(new Map([["/about/", page("<p>Advisers &lt;br&gt;with years abroad.</p>")]]));
    expect(problems).toEqual([
      '"<br>with years" on /about/: an HTML tag shown as written (the site shows HTML as written: remove the tag; a field has no bold or line breaks)',
    ]);
  });

  it("leaves a number sign, a tag-like comparison, an ampersand and code alone", () => {
    const found = rawMarkup(
      new Map([
        [
          "/",
          page(
            "<p>The #1 rule, C# and F# developers, #nomadlife, a &lt; b &gt; c, R&amp;D, 5 | 6.</p>" +
              "<p>Write <code>&lt;b&gt;bold&lt;/b&gt;</code> or <code>[text](/blog/)</code>.</p><pre><code>## Heading\n| a | b |</code></pre>",
          ),
        ],
      ]),
    );
    expect(found).toEqual([]);
  });

  it("finds a markdown link with a space before its address, and one naming a reference the article never gives", () => {
    const found = rawMarkup(
      new Map([
        [
          "/blog/guide/",
          page("<p>See [the OECD guidance] (https://www.oecd.org/tax/) and [HMRC's manual][rdr3] before you move.</p>"),
        ],
      ]),
    );
    expect(found.map(({ kind, snippet }) => [kind, snippet])).toEqual([
      ["markdown link", "[the OECD guidance] (https://www.oecd.org/tax/)"],
      ["markdown link", "[HMRC's manual][rdr3]"],
    ]);
  });

  it("leaves words in square brackets alone: a detail still to be supplied, an editor's insertion", () => {
    const found = rawMarkup(
      new Map([
        [
          "/privacy-policy/",
          page(
            "<p>Company: [to be supplied: company number] (registered in England). He said it [the plan] worked.</p>",
          ),
        ],
      ]),
    );
    expect(found).toEqual([]);
  });

  // An audit of founder mistakes: "_clarity_" went live as written. The fields that make emphasis
  // make it of underscores too; the others show them.
  it("finds emphasis written with underscores in a field that shows text as written, and leaves underscores in words alone", () => {
    const found = rawMarkup(
      new Map([
        ["/", page("<p>Freedom with _clarity_, not risk, for _location-independent founders_.</p>")],
        ["/blog/", page("<p>Name it file_name_v2, see https://example.com/a_b_c/ or /_drafts_/ and __init__.</p>")],
      ]),
    );
    expect(found.map(({ kind, snippet }) => [kind, snippet])).toEqual([
      ["markdown emphasis", "_clarity_"],
      ["markdown emphasis", "_location-independent founders_"],
    ]);
    expect(pageTextProblems(new Map([["/", page("<p>Freedom with _clarity_, not risk.</p>")]]))).toEqual([
      '"_clarity_, not" on /: a markdown emphasis shown as written (this field shows text as written: remove the asterisks or underscores, or, where the field makes links and emphasis (a FAQ answer: docs/editing.md names them), write *words* with one asterisk each side; in an article\'s text, close the bold with a second **)',
    ]);
  });

  it("leaves rendered links and emphasis, asterisks in prose, and braces in scripts alone", () => {
    const found = rawMarkup(
      new Map([
        ["/", page('<p>See <a href="/blog/">our guide</a>, <em>this</em>, 5 * 3 = 15 and a rate of 17%*.</p>')],
      ]),
    );
    expect(found).toEqual([]);
  });
});

describe("search descriptions", () => {
  const described = (text: string) =>
    page("<p>x</p>", `<meta data-react-helmet="true" name="description" content="${text}"/>`);

  it("are held to the 160 characters search results show, counted as the visitor reads them", () => {
    const fits = `${"a".repeat(DESCRIPTION_LIMIT - 5)} &amp; b`;
    const over = "b".repeat(DESCRIPTION_LIMIT + 1);
    expect(
      longDescriptions(
        new Map([
          ["/about/", described(fits)],
          ["/contact/", described(over)],
        ]),
      ),
    ).toEqual([{ page: "/contact/", description: over, length: DESCRIPTION_LIMIT + 1 }]);
  });
});

describe("links written the wrong way round and notes left in the text", () => {
  // (address)[words]: markdown makes no link of it; a full address after "(" becomes a link
  // whose address runs on into the words.
  it("finds a link written (address)[words], with or without https://", () => {
    const found = rawMarkup(
      new Map([
        [
          "/blog/guide/",
          page(
            '<p>See (<a href="https://www.irs.gov/x)%5Bthe">https://www.irs.gov/x)[the</a> IRS page] and (/contact/)[write to us].</p>',
          ),
        ],
      ]),
    );
    expect(found.map(({ kind, snippet }) => [kind, snippet])).toEqual([
      ["reversed link", "(https://www.irs.gov/x)[the"],
      ["reversed link", "(/contact/)[write to us]"],
    ]);
  });

  it("finds a note to self: TODO, TBD, XX for a figure, [add source]", () => {
    const found = rawMarkup(
      new Map([
        [
          "/blog/guide/",
          page(
            "<p>The fee is XX USD a year [add source].</p><p>TODO check the 2027 figure.</p><p>Dates TBD.</p>" +
              "<p>[to be supplied: registered address] stays: it is the site's own mark. XXL and Xbox too.</p>",
          ),
        ],
      ]),
    );
    expect(found.map(({ kind, snippet }) => [kind, snippet])).toEqual([
      ["note to self", "XX"],
      ["note to self", "TODO"],
      ["note to self", "TBD"],
      ["note to self", "[add source]"],
    ]);
  });
});

describe("the length of the discovery call, written out in copy", () => {
  const pages = new Map([
    ["/", page("<p>Book a free 30-minute discovery call.</p>")],
    [
      "/how-we-work/",
      page("<p>We start with a free 30-minute call, then a 10-minute form and a 45 minute consultation.</p>"),
    ],
  ]);

  it("names every length that is not the one Site settings give (claims.callMinutes)", () => {
    expect(callLengthProblems(pages, 30)).toEqual([
      '"45 minute consultation" on /how-we-work/: the call lasts 30 minutes (claims.callMinutes in content/site.yaml): write that length here too',
    ]);
    // The site's own content writes both out: the message names the files, read from content/.
    const [home, howWeWork, ...more] = callLengthProblems(pages, 45);
    expect(more).toEqual([]);
    expect(home).toMatch(
      /^"30-minute discovery call" on \/: the call lasts 45 minutes \(claims\.callMinutes in content\/site\.yaml\): write that length here too; it is in .*content\/articles\//,
    );
    expect(howWeWork).toMatch(
      /^"30-minute call" on \/how-we-work\/: the call lasts 45 minutes .*content\/site\.yaml \(in the CMS: Site settings\)$/,
    );
  });
});

// The fifth founder trial changed Call minutes to 45: the build then listed "30-minute" written
// out in five articles, a process step and the site's description, one build later.
describe("the claims the copy writes out, for the CMS to list before a claim changes", () => {
  const pages = new Map([
    ["/", page("<p>Book a free 30-minute discovery call. Clients in 25+ countries.</p>")],
    ["/how-we-work/", page("<p>We start with a free 30-minute call, then a 45 minute consultation.</p>")],
  ]);

  it("names each phrase that states today's figure and the content files that write it out", () => {
    const written = writtenOutClaims(pages, {
      callMinutes: 30,
      years: "8+",
      countries: "25+",
      agencies: "400+",
      agencyCountries: "35+",
      processSteps: 6,
    });
    expect(written).toEqual(
      expect.arrayContaining([
        {
          claim: "callMinutes",
          text: "30-minute discovery call",
          files: expect.arrayContaining([
            expect.stringMatching(/^content\/articles\/.+\/index\.md \(in the CMS: Articles > .+\)$/),
          ]),
        },
        {
          claim: "callMinutes",
          text: "30-minute call",
          files: expect.arrayContaining(["content/site.yaml (in the CMS: Site settings)"]),
        },
      ]),
    );
    // A length other than today's is the build's to name; a figure filled in from {countries} is in no file.
    expect(written.map((item) => item.text)).not.toContain("45 minute consultation");
    expect(written.map((item) => item.claim)).not.toContain("countries");
  });
});

describe("the length of the discovery call, written short or in words", () => {
  // Third trial of founder mistakes: after claims.callMinutes became 45, an article still offered
  // "a 30-min call" and another "a half-hour discovery call", and the build said nothing.
  const pages = new Map([
    ["/blog/a/", page("<p>Book a 30-min call, or a 30 mins. consultation.</p>")],
    ["/blog/b/", page("<p>Start with a half-hour discovery call. A one-hour call follows.</p>")],
    ["/blog/c/", page("<p>A 30-minute drive, half an hour of reading, an hour-long call.</p>")],
    // Fourth trial: "a free 45-minute strategy session" offered the call under another name.
    [
      "/blog/d/",
      page(
        "<p>Book a free 30-minute strategy session or a 30-minute intro chat; a 30-minute session with your bank.</p>",
      ),
    ],
  ]);

  // The sixth founder trial changed Call minutes to 45; /landing/'s button still said "Book Your
  // FREE 30min Call", written without a space, and no check saw it.
  it("names a length written without a space, as the landing page's button wrote it", () => {
    const button = new Map([["/landing/", page("<a>Book Your FREE 30min Call</a>")]]);
    expect(callLengthProblems(button, 45).map((problem) => problem.split(" on ")[0])).toEqual(['"30min Call"']);
    expect(callLengthProblems(button, 30)).toEqual([]);
  });

  it("names a short or worded length that is not the one Site settings give", () => {
    const texts = callLengthProblems(pages, 45).map((problem) => problem.split(" on ")[0]);
    expect(texts).toEqual([
      '"30-min call"',
      '"30 mins. consultation"',
      '"half-hour discovery call"',
      '"one-hour call"',
      '"hour-long call"',
      '"30-minute strategy session"',
      '"30-minute intro chat"',
    ]);
    expect(callLengthProblems(pages, 30).map((problem) => problem.split(" on ")[0])).toEqual([
      '"one-hour call"',
      '"hour-long call"',
    ]);
    expect(callLengthProblems(pages, 60).map((problem) => problem.split(" on ")[0])).toEqual([
      '"30-min call"',
      '"30 mins. consultation"',
      '"half-hour discovery call"',
      '"30-minute strategy session"',
      '"30-minute intro chat"',
    ]);
  });
});

// Fourth trial of founder mistakes: an article said the founder had "over 12 years at a large
// accounting firm" and "clients in more than 40 countries" while Site settings claim 8+ and 25+:
// articles fill no placeholders, so a claim written out there goes stale or contradicts the rest.
describe("the firm's claims, written out in copy", () => {
  const claims = {
    countries: "25+",
    years: "8+",
    agencies: "400+",
    agencyCountries: "35+",
    callMinutes: 30,
    processSteps: 6,
  };
  const pages = new Map([
    [
      "/blog/a/",
      page(
        "<p>With over 12 years at a large accounting firm, we serve clients in more than 40 countries.</p>" +
          "<p>Our network of 300+ partner agencies in 35 countries helps.</p>",
      ),
    ],
    // Figures that are not the firm's own claims, and claims as Site settings give them.
    [
      "/blog/b/",
      page(
        "<p>More than 100 countries exchange data under the CRS; you may be resident for 10 years.</p>" +
          "<p>Clients and partners in 25+ countries, 8+ years at a large accounting firm, 400+ partner agencies.</p>",
      ),
    ],
    // Second broken-file audit: the landing page's and the home page's figures written out.
    ["/landing/", page("<h3>10 years at a large consultancy</h3><p><strong>30+</strong> countries with clients</p>")],
  ]);

  it("names each that is not the figure Site settings give (claims in content/site.yaml)", () => {
    expect(claimProblems(pages, claims)).toEqual([
      '"12 years at a large accounting firm" on /blog/a/: the site claims 8+ years (claims.years in content/site.yaml): write that figure here too, or change the claim there',
      '"10 years at a large consultancy" on /landing/: the site claims 8+ years (claims.years in content/site.yaml): write that figure here too, or change the claim there',
      '"clients in more than 40 countries" on /blog/a/: the site claims 25+ countries (claims.countries in content/site.yaml): write that figure here too, or change the claim there',
      '"30+ countries with clients" on /landing/: the site claims 25+ countries (claims.countries in content/site.yaml): write that figure here too, or change the claim there',
      '"300+ partner agencies" on /blog/a/: the site claims 400+ agencies (claims.agencies in content/site.yaml): write that figure here too, or change the claim there',
    ]);
  });
});

describe("the number of the ebook's chapters, written out in copy", () => {
  const pages = new Map([
    [
      "/ebook/",
      page("<p>Five practical chapters that take you further.</p><p>Five chapters, each with a checklist.</p>"),
    ],
    ["/", page("<p>Read 3 chapters tonight. A chapter a day.</p>")],
  ]);

  it("names every count that is not the ebook's (a chapter added or removed), with the words the page shows", () => {
    expect(chapterCountProblems(pages, 5)).toEqual([
      '"3 chapters" on /: the ebook (content/ebook/tax-strategies-for-global-citizens.md) has 5 chapters: write that number here too',
    ]);
    const [practical, plain, three, ...more] = chapterCountProblems(pages, 6);
    expect(more).toEqual([]);
    expect(practical).toMatch(
      /^"Five practical chapters" on \/ebook\/: the ebook .* has 6 chapters: write that number here too; it is in content\/pages\/ebook\.yaml/,
    );
    expect(plain).toMatch(/^"Five chapters" on \/ebook\/: .*content\/pages\/ebook\.yaml/);
    expect(three).toMatch(/^"3 chapters" on \/: /);
  });
});

// A FAQ answer with "see https://www.gov.uk/..." showed the address as text no one could tap.
describe("web addresses shown as text", () => {
  const pages = new Map([
    [
      "/services/legal/",
      page(
        '<p>See https://www.gov.uk/guidance/rdr3. Or <a href="https://www.oecd.org/tax/">https://www.oecd.org/tax/</a>.</p><p>Or www.taxoffice.example/forms, for the US.</p>',
      ),
    ],
    ["/about/", page('<p>We read <a href="https://www.gov.uk/">GOV.UK</a> daily.</p><img alt="www.example.com">')],
  ]);

  it("names each address a visitor reads outside a link, without the sentence's full stop, and how to make it a link", () => {
    expect(bareAddressProblems(pages)).toEqual([
      '"https://www.gov.uk/guidance/rdr3" on /services/legal/: a web address shown as text, which a visitor cannot tap: write it as a link, [words](https://www.gov.uk/guidance/rdr3), where the field makes links (an article\'s text, a FAQ answer: docs/editing.md names them), or name the site in words',
      '"www.taxoffice.example/forms" on /services/legal/: a web address shown as text, which a visitor cannot tap: write it as a link, [words](https://www.taxoffice.example/forms), where the field makes links (an article\'s text, a FAQ answer: docs/editing.md names them), or name the site in words',
    ]);
  });
});

// An audit of founder mistakes: an article whose first words were a link written with its address
// as its words stopped the build with "write it as a link" and no file: it is one. The article's
// card on / and /blog/ shows its first words as plain text, without the link.
describe("a web address in an article's first words, which its card shows as text", () => {
  const FOLDER = "digital-banking-risks-for-location-independent-entrepreneurs";
  const target = "https://www.gov.uk/government/publications/rdr3-statutory-residence-test-srt/guidance-note";
  let root: string;
  const cwd = process.cwd();
  afterEach(() => {
    process.chdir(cwd);
    fs.rmSync(root, { recursive: true, force: true });
  });

  /**
   * The check's lines for / and /blog/ showing the article's card once its text starts with
   * `[words](target)`, on a copy of content/; with the line the link is on, and the article's title.
   */
  function cardProblems(words: string) {
    root = fs.mkdtempSync(path.join(os.tmpdir(), "card-excerpt-"));
    fs.cpSync(path.join(cwd, "content"), path.join(root, "content"), { recursive: true });
    const file = path.join(root, "content/articles", FOLDER, "index.md");
    const lines = fs.readFileSync(file, "utf8").split("\n");
    const close = lines.indexOf("---", 1);
    const first = lines.findIndex((line, index) => index > close && line.trim() !== "");
    const opening = lines[first];
    lines[first] = `[${words}](${target}) ${opening}`;
    fs.writeFileSync(file, lines.join("\n"));
    const { title } = yaml.load(lines.slice(1, close).join("\n")) as { title: string };
    // The card as the blog list and the home page render it, its excerpt cut from the article's
    // HTML as the build cuts it.
    const article = toArticleCard({
      cardExcerpt: excerpt(`<p><a href="${target}">${words}</a> ${opening}</p>`, CARD_EXCERPT_LENGTH),
      fields: { path: `/blog/${FOLDER}/` },
      frontmatter: { title, date: "August 19, 2025", publishedDate: "2025-08-19T09:00:00.000Z", author: "A" },
    });
    const card = renderToStaticMarkup(createElement(ArticleCard, { article }));
    process.chdir(root);
    const problems = bareAddressProblems(
      new Map([
        ["/", page(card)],
        ["/blog/", page(card)],
      ]),
    );
    return { problems, line: first + 1, title };
  }

  const says = (shown: string, line: number, title: string) =>
    `"${shown}" on /, /blog/: the card of the article /blog/${FOLDER}/ shows its first words as plain text, without their links, so visitors read this web address there but cannot tap it: give the link words that say where it leads, as in [words that say where it leads](${target}), or start the article with a sentence of its own; it is on line ${line} of content/articles/${FOLDER}/index.md (in the CMS: Articles > ${title})`;

  it("names the article's file and line, and says to give the link words or start with a sentence", () => {
    const { problems, line, title } = cardProblems(target);
    expect(problems).toEqual([says(target, line, title)]);
  });

  it("finds the article by the address the card cuts short", () => {
    const long = `${target}-for-the-tax-year-2025-to-2026-and-the-split-year-treatment-of-arrivals-and-departures`;
    const { problems, line, title } = cardProblems(long);
    const shown = `${long.slice(0, CARD_EXCERPT_LENGTH)}…`;
    expect(problems).toEqual([says(shown, line, title)]);
  });
});

// The CMS trial: an email address written in a field that makes no links could not be tapped.
describe("email addresses shown as text", () => {
  it("names each one a visitor reads outside a link, and where it becomes a link by itself", () => {
    const pages = new Map([
      ["/contact/", page('<p>Or write to hello@example.co.uk.</p><input placeholder="you@example.com">')],
      ["/privacy-policy/", page('<p>Write to <a href="mailto:hello@example.co.uk">hello@example.co.uk</a>.</p>')],
    ]);
    expect(bareAddressProblems(pages)).toEqual([
      '"hello@example.co.uk" on /contact/: an email address shown as text, which a visitor cannot tap: write it where the field makes links (an article\'s text, a FAQ answer: docs/editing.md names them), where it becomes a link by itself, or point visitors to the contact form',
    ]);
  });
});

// Two "click here" links to different places in an article: a screen reader's list of links
// read "click here, click here" (WCAG 2.4.4; third trial of founder mistakes).
describe("links whose words do not say where they lead", () => {
  it("names each page and the words, and leaves a link that says where it goes or has a label", () => {
    const pages = new Map([
      [
        "/blog/guide/",
        page(
          '<p>See <a href="https://www.irs.gov/">click here</a> and <a href="/ebook/">Here</a>.</p>' +
            '<p><a href="/how-we-work/">Read more about our process</a> <a href="/a/" aria-label="Read the guide">Read more</a></p>',
        ),
      ],
    ]);
    expect(vagueLinkProblems(pages)).toEqual([
      '"click here" on /blog/guide/: a link\'s words should say where it leads, since screen readers list links by their words alone: write, for example, [the IRS page on the exclusion](https://...)',
      '"Here" on /blog/guide/: a link\'s words should say where it leads, since screen readers list links by their words alone: write, for example, [the IRS page on the exclusion](https://...)',
    ]);
  });

  // A link to another site carries " (opens in a new tab)" for screen readers, hidden on screen:
  // "click here (opens in a new tab)" slipped past the check.
  it("reads a link's words without the hidden note that it opens in a new tab", () => {
    const pages = new Map([
      [
        "/services/legal/",
        page(
          '<p>See <a href="https://www.gov.uk/" target="_blank" rel="noopener noreferrer">click here<span class="visually-hidden"> (opens in a new tab)</span></a>.</p>',
        ),
      ],
    ]);
    expect(vagueLinkProblems(pages)).toEqual([expect.stringMatching(/^"click here" on \/services\/legal\/: /)]);
  });
});
