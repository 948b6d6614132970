import fs from "fs";
import path from "path";
import yaml from "js-yaml";
import { act, render, screen } from "@testing-library/react";
import { COPY_PREVIEW_WORDS } from "../../src/cms/CopyPreview";
import { SETTLE_MS, lineStart } from "../../src/cms/ebookProblems";
import type { PreviewTemplateComponentProps } from "../../src/cms/PreviewFrame";
import { ArticlePreview, EbookPreview, PrivacyPreview, TermsPreview } from "../../src/cms/previews";
import { cmsPreviewData } from "../../src/node/cms/previewData";
import { parseEbookMarkdown } from "../../src/node/ebook/markdown";
import { frontMatterFormat } from "../../src/rules/cmsFormats";
import { EbookParseError } from "../../src/rules/ebookMarkdown";
import { legalDay } from "../../src/rules/legal";
import { COVER_MIN } from "../../src/rules/articles";
import { textLines } from "../../src/rules/articleText";
import { loadPictureAt } from "../helpers/loadedPicture";
import { formatDay } from "../../src/rules/days";
import { testRoutes, testSiteMetadata } from "../helpers/site";

const ROOT = path.join(__dirname, "../..");
const preview = cmsPreviewData(ROOT, testRoutes());
// What the build writes into the CMS's bundle (src/node/cms/bundle.ts).
(globalThis as { __CMS_PREVIEW_DATA__?: unknown }).__CMS_PREVIEW_DATA__ = preview;

// The file's front matter and text, split as Gatsby splits them.
const [, frontMatter, ...text] = fs
  .readFileSync(path.join(ROOT, "content/legal/privacy-policy.md"), "utf8")
  .split(/^---$/m);
const policy = { data: yaml.load(frontMatter) as Record<string, unknown>, content: text.join("---") };

/** An entry's fields as Decap holds them (an Immutable Map), as far as a preview reads and changes them. */
interface Data {
  get: (field: string) => unknown;
  set: (field: string, value: unknown) => Data;
}
const dataOf = (fields: Record<string, unknown>): Data => ({
  get: (field) => fields[field],
  set: (field, value) => dataOf({ ...fields, [field]: value }),
});

/**
 * What Decap hands a preview template for an entry with these fields, saved at `file` (one being
 * written, or made with Duplicate, has none yet).
 */
const propsFor = (fields: Record<string, unknown>, file = "content/legal/privacy-policy.md") =>
  ({
    entry: { get: (key: string) => (key === "path" ? file : dataOf(fields)) },
    widgetFor: () => null,
    getAsset: (file: string) => file,
    document,
  }) as unknown as PreviewTemplateComponentProps;

/** The Privacy Policy's preview as Decap renders it, with the entry's fields as given. */
const showPolicy = (body: string) => render(<PrivacyPreview {...propsFor({ ...policy.data, body })} />);

it("names nothing above the Privacy Policy as written, the analytics paragraphs left out as the site leaves them", () => {
  expect(preview.conditions.analytics).toBe(false);
  expect(policy.content).toContain("{analyticsProvider}");
  showPolicy(policy.content);
  expect(screen.queryByRole("status")).toBeNull();
});

it("names a placeholder of the Privacy Policy the site does not know, which the build would stop on", () => {
  showPolicy(policy.content.replace("{businessEmail}", "{bussinessEmail}"));
  expect(screen.getByRole("status")).toHaveTextContent(`{bussinessEmail}: ${COPY_PREVIEW_WORDS.unknownPlaceholder}`);
});

// A founder trial: the preview showed both versions of the analytics paragraphs, and the
// "<!-- if analytics -->" marks around them, where the page shows one.
it("shows the Privacy Policy's text as the site shows it, without the blocks its conditions leave out", () => {
  const shown = "We do not run analytics on this website at present.";
  const left = "Only if you choose ‘Accept Cookies’ do we load {analyticsProvider}’s script";
  expect(policy.content).toContain(shown);
  expect(policy.content).toContain(left);
  const fields = { ...policy.data, body: policy.content };
  // Decap's widgetFor(name, fields, values) renders the field's value of `values`: here, as text.
  const widgetFor = (name: string, _fields?: unknown, values: Data = dataOf(fields)) => (
    <div>{String(values.get(name))}</div>
  );
  render(<PrivacyPreview {...propsFor(fields)} widgetFor={widgetFor} />);
  expect(document.body).toHaveTextContent(shown);
  expect(document.body).not.toHaveTextContent(left);
  expect(document.body).not.toHaveTextContent("<!--");
  // Its placeholders filled from Site settings, as the page fills them (the Terms' {legalName} too).
  expect(policy.content).toContain("{siteName}");
  expect(document.body).toHaveTextContent(preview.tokens.siteName);
  expect(document.body).not.toHaveTextContent("{siteName}");
});

// The third CMS trial typed a date into the Privacy Policy's text: the page then showed two.
it("names a line of the Privacy Policy's text that dates it, as the build words it", () => {
  showPolicy(`Last updated: 29 Nov 2026\n\n${policy.content}`);
  expect(screen.getByRole("status")).toHaveTextContent(
    'The text has the line "Last updated: 29 Nov 2026", but the page shows its own "Last updated" date above the text (the day it is read): delete the line, or visitors read two dates. The build stops on it when you publish.',
  );
});

/** What the build and the previews say of Markdown the Rich Text editor saved escaped, at `where`. */
const richTextSays = (where: string, written: string) =>
  `${where} has Markdown typed in Rich Text mode, which the page shows as written ("${written}"): switch the Text box to Markdown (the switch at the right of its buttons) and remove the backslashes, or use the editor's B and link buttons, or the build stops when you publish.`;

// A founder trial typed **Who qualifies** into the Rich Text box, which saved it escaped: the
// preview showed the asterisks with no word, and the build blamed a bold never closed.
it("names Markdown typed into the Privacy Policy's Rich Text box, as the build words it", () => {
  showPolicy(`Intro.\n\n\\*\\*Who qualifies\\*\\*\n\n${policy.content}`);
  expect(screen.getByRole("status")).toHaveTextContent(richTextSays("Line 3 of the text", "\\*\\*Who qualifies\\*\\*"));
});

describe("an article's preview", () => {
  const file = fs.readdirSync(path.join(ROOT, "content/articles"))[0];
  const [, articleFrontMatter, ...articleText] = fs
    .readFileSync(path.join(ROOT, "content/articles", file, "index.md"), "utf8")
    .split(/^---$/m);
  const article: Record<string, unknown> = {
    ...(yaml.load(articleFrontMatter) as Record<string, unknown>),
    body: articleText.join("---"),
  };

  // Eighth founder trial: an article deleted in the CMS, which asked only "Are you sure?", was
  // linked from a service page: the build stopped, and on Netlify the article stayed online while
  // the CMS no longer listed it.
  it("says below an article which entries link to it, so the founder changes them before removing it", () => {
    const linked = fs
      .readdirSync(path.join(ROOT, "content/service-pages"))
      .filter((name) =>
        fs
          .readFileSync(path.join(ROOT, "content/service-pages", name), "utf8")
          .includes(`](/blog/${String(article.slug)}/)`),
      );
    expect(linked.length).toBeGreaterThan(0);
    render(<ArticlePreview {...propsFor(article, `content/articles/${file}/index.md`)} />);
    const note = screen.getByText(/^Linked from /);
    for (const name of linked) {
      const title = (
        yaml.load(fs.readFileSync(path.join(ROOT, "content/service-pages", name), "utf8")) as { title: string }
      ).title;
      expect(note).toHaveTextContent(`Service pages > ${title}`);
    }
    expect(note).toHaveTextContent(
      "To remove this article, change those links first: the build stops on a link that leads nowhere. A new address needs no change to them once the old slug is under Previous slugs.",
    );
  });

  // The check of published addresses stops a build when an article's ID changes (/blog/{old ID}/
  // would lead nowhere); the preview said nothing.
  it("names an ID changed on a published article, which would leave its /blog/{ID}/ address leading nowhere", () => {
    const changed = Number(article.id) + 100;
    render(<ArticlePreview {...propsFor({ ...article, id: changed }, `content/articles/${file}/index.md`)} />);
    expect(screen.getByRole("status")).toHaveTextContent(
      `This article was published with ID ${String(article.id)}: an article keeps its ID, or /blog/${String(article.id)}/ stops leading to it. Put ${String(article.id)} back, or the build stops when you publish.`,
    );
  });

  it("names nothing above an article without placeholders", () => {
    render(<ArticlePreview {...propsFor(article)} />);
    expect(screen.queryByRole("status")).toBeNull();
  });

  it("names a call's length the article gives otherwise than Site settings, which the build stops on", () => {
    const minutes = preview.tokens.callMinutes;
    expect(minutes).not.toBe("60");
    render(
      <ArticlePreview {...propsFor({ ...article, body: `${article.body}\n\nBook a one-hour strategy call.\n` })} />,
    );
    // An article fills no placeholders: the notice offers none.
    expect(screen.getByRole("status")).toHaveTextContent(
      `"one-hour strategy call": Site settings say the call lasts ${minutes} minutes (Claims > Call minutes). Write ${minutes} here too, or change the claim there. The build stops on it when you publish.`,
    );
  });

  // A cover too small was named only by the build, after publishing.
  it("names a cover picture smaller than the site needs once it has loaded, as the build words it, and not a large one", () => {
    const coverOf = (width: number, height: number) => {
      const { container, unmount } = render(<ArticlePreview {...propsFor({ ...article, image: "cover.jpg" })} />);
      const picture = container.querySelector("article img")!;
      loadPictureAt(picture, width, height);
      const notices = screen.queryAllByRole("status").map((notice) => notice.textContent);
      unmount();
      return notices;
    };
    expect(coverOf(800, 450)).toEqual([
      `Image: the picture is 800 x 450 pixels: use a picture at least ${COVER_MIN.width} x ${COVER_MIN.height} (1600 x 900 is best); a smaller one looks blurred on the page and when shared. The build stops on it when you publish.`,
    ]);
    expect(coverOf(1600, 2400)).toEqual([
      expect.stringMatching(
        /^Image: the picture is 1600 x 2400 pixels, taller than wide: .* The build stops on it when you publish\.$/,
      ),
    ]);
    expect(coverOf(1600, 900)).toEqual([]);
  });

  it("shows the author as the page does, with {siteName} filled in", () => {
    expect(article.author).toBe("{siteName}");
    render(<ArticlePreview {...propsFor(article)} />);
    expect(document.body).toHaveTextContent(preview.tokens.siteName);
    expect(document.body).not.toHaveTextContent("{siteName}");
  });

  it("names the address an article is online at when its slug changes without the old one under Previous slugs", () => {
    const online = String(article.slug);
    expect(preview.articles).toContainEqual(expect.objectContaining({ id: article.id, slug: online }));
    const { unmount } = render(<ArticlePreview {...propsFor({ ...article, slug: `${online}-2027` })} />);
    expect(screen.getByRole("status")).toHaveTextContent(COPY_PREVIEW_WORDS.lostAddress([online]));
    unmount();
    render(<ArticlePreview {...propsFor({ ...article, slug: `${online}-2027`, previousSlugs: [online] })} />);
    expect(screen.queryByRole("status")).toBeNull();
  });

  // The third CMS trial: "- State fees: ..." typed in Rich Text was saved as "\- State fees: ...",
  // and the preview said nothing of the line the build would have stopped on.
  it("names a line of the text the build would stop on, as the build does", () => {
    const body = `${String(article.body)}\n\nUpdated 29 November 2026:\n\n\\- State fees: USD 62.\n`;
    render(<ArticlePreview {...propsFor({ ...article, body, modifiedDate: "2026-11-29T09:00:00.000Z" })} />);
    expect(screen.getByRole("status")).toHaveTextContent(
      /^Line \d+ of the text starts with "\\-", a list item the Rich Text editor kept as text: .* or the build stops when you publish\.$/,
    );
  });

  // An audit of founder mistakes: an empty bullet and a link with no words passed the build and
  // the preview; the build names them now, and the preview as it does.
  it("names a list point with nothing after it, and a link with no words, as the build words them", () => {
    /** The preview's notices with `added` after the text, and the line of the text that `written` is. */
    const noticesWith = (added: string, written: string) => {
      const body = `${String(article.body)}\n${added}\n`;
      const { unmount } = render(<ArticlePreview {...propsFor({ ...article, body })} />);
      const found = screen.queryAllByRole("status").map((notice) => notice.textContent);
      unmount();
      // Counted from the text's first line that is not blank, as the build counts them.
      return { found, line: textLines(body).lines.indexOf(written) + 1 };
    };
    const point = noticesWith("- A first point.\n- \n- A second point.", "- ");
    expect(point.found).toEqual([
      `Line ${point.line} of the text is a list point with nothing after it ("-"): the page shows an empty point there; delete the line, or write the point after its mark, or the build stops when you publish.`,
    ]);
    const link = noticesWith("See [](https://www.fca.org.uk/).", "See [](https://www.fca.org.uk/).");
    expect(link.found).toEqual([
      `Line ${link.line} of the text holds a link with no words, "[](https://www.fca.org.uk/)": the page shows nothing to tap, and screen readers read out the bare address; write the words between the square brackets, as in [words that say where it leads](https://www.fca.org.uk/), or delete the link, or the build stops when you publish.`,
    ]);
  });

  it("names Markdown typed into the Rich Text box, which it saved escaped, as the build words it", () => {
    const { lines } = textLines(String(article.body));
    const body = `${String(article.body)}\nSee our \\[guide](/blog/x/) on it.\n`;
    render(<ArticlePreview {...propsFor({ ...article, body })} />);
    // Not a link either: the page shows it as written.
    expect(screen.getAllByRole("status").map((line) => line.textContent)).toEqual([
      richTextSays(`Line ${lines.length + 1} of the text`, "\\[guide](/blog/x/)"),
    ]);
  });

  // A founder trial: the build, not the preview, stopped on a Meta description too long.
  it("names a Meta description longer than search results show, as the build words it, placeholders filled", () => {
    // As search results show it: {siteName} filled, so the limit counts the firm's name.
    const filled = `Advice from ${preview.tokens.siteName}: `;
    const words = (length: number) => "a".repeat(length - filled.length);
    const { unmount } = render(
      <ArticlePreview {...propsFor({ ...article, metaDescription: `Advice from {siteName}: ${words(161)}` })} />,
    );
    expect(screen.getByRole("status")).toHaveTextContent(
      "Meta description: the search description is 161 characters, over the 160 search results show: shorten it. The build stops on it when you publish.",
    );
    unmount();
    render(<ArticlePreview {...propsFor({ ...article, metaDescription: `Advice from {siteName}: ${words(160)}` })} />);
    expect(screen.queryByRole("status")).toBeNull();
  });

  // The third CMS trial: the build, not the preview, named a change note dated after Modified date.
  it("names a change note dated after Modified date, which the build stops on", () => {
    const body = `${String(article.body)}\n\nUpdated 29 November 2026: the state fees are USD 62.\n`;
    render(<ArticlePreview {...propsFor({ ...article, body, modifiedDate: "2026-11-20T09:00:00.000Z" })} />);
    expect(screen.getByRole("status")).toHaveTextContent(
      /^Line \d+ of the text is a change note of 2026-11-29, after Modified date \(2026-11-20\): set Modified date to that day, which the article shows as its last update, or the build stops when you publish\.$/,
    );
  });

  // The third CMS trial: a copy made with Duplicate went live dated as the article it was made
  // from, tenth in the blog list rather than first.
  it("names, for an article made with Duplicate, the published date it still has", () => {
    render(<ArticlePreview {...propsFor({ ...article, id: 999, slug: "a-copy", title: "A copy" }, "")} />);
    const published = String(
      article.publishedDate instanceof Date ? article.publishedDate.toISOString() : article.publishedDate,
    ).slice(0, 10);
    expect(screen.getByRole("status")).toHaveTextContent(COPY_PREVIEW_WORDS.copiedDates(published));
  });

  // The slug is optional (SPEC): without one a new article's address is /blog/{id}/, which says
  // nothing to a reader or a search engine. The preview offers one made of the title.
  it("suggests a slug, made of the title, for a new article without one", () => {
    const today = new Date().toISOString().slice(0, 10);
    const fresh = {
      ...article,
      id: 999,
      title: "Moving to Portugal: the NHR's successor (IFICI)",
      publishedDate: today,
      // As the build writes today's date for the cards (src/rules/articles.ts shownDateProblem).
      date: new Intl.DateTimeFormat("en-US", {
        month: "long",
        day: "numeric",
        year: "numeric",
        timeZone: "UTC",
      }).format(new Date(today)),
    };
    const { unmount } = render(<ArticlePreview {...propsFor({ ...fresh, slug: "" }, "")} />);
    expect(screen.getByRole("status")).toHaveTextContent(
      'Without a Slug, this article\'s address is /blog/999/. A slug made of its title, such as "moving-to-portugal-the-nhrs-successor-ifici", gives an address readers and search engines understand; it cannot be changed later without adding the old one under Previous slugs.',
    );
    unmount();
    render(<ArticlePreview {...propsFor({ ...fresh, slug: "moving-to-portugal" }, "")} />);
    expect(screen.queryByRole("status")).toBeNull();
  });

  // The CMS's Duplicate: a new entry with every field of the article it was made from.
  it("names, for an article made with Duplicate, the article whose ID, address and title it still has", () => {
    const address = `/blog/${String(article.slug)}/`;
    render(<ArticlePreview {...propsFor(article, "")} />);
    expect(screen.getAllByRole("status").map((line) => line.textContent)).toEqual([
      `${address} already has ID ${String(article.id)}: give this article an ID no other article has (one above the highest), or the build stops when you publish.`,
      `${address} is already the address of ${String(article.title)}: give this article its own Slug, or the build stops when you publish.`,
      COPY_PREVIEW_WORDS.sameTitle(address),
      expect.stringContaining("This copy still has the published date of the article it was made from"),
    ]);
  });

  it("names the article that already has the title, which the build stops on, and nothing for the article's own", () => {
    const other = fs.readdirSync(path.join(ROOT, "content/articles"))[1];
    const [, otherFrontMatter] = fs
      .readFileSync(path.join(ROOT, "content/articles", other, "index.md"), "utf8")
      .split(/^---$/m);
    const taken = yaml.load(otherFrontMatter) as { title: string; slug: string };
    // A new article started from a copy of another, its id changed but not its title.
    render(
      <ArticlePreview
        {...propsFor({ ...article, id: 999, slug: "new-article", title: ` ${taken.title.toUpperCase()}` })}
      />,
    );
    expect(screen.getAllByRole("status").map((line) => line.textContent)).toContain(
      COPY_PREVIEW_WORDS.sameTitle(`/blog/${taken.slug}/`),
    );
  });

  // The build stops on both; the preview says so before the founder publishes.
  it("names a title or a heading written in capital letters", () => {
    const body = `${String(article.body)}\n\n## HOW TO OPEN A BANK ACCOUNT\n\nText.\n`;
    render(<ArticlePreview {...propsFor({ ...article, title: "TAX RESIDENCY EXPLAINED", body })} />);
    expect(screen.getAllByRole("status").map((line) => line.textContent)).toEqual([
      COPY_PREVIEW_WORDS.inCapitals("TAX RESIDENCY EXPLAINED"),
      // As the build words it, with the line and the heading in ordinary letters.
      expect.stringMatching(
        /^Line \d+ of the text is a heading in capital letters \("## HOW TO OPEN A BANK ACCOUNT"\): write it in ordinary letters, such as "## How to open a bank account" .*, or the build stops when you publish\.$/,
      ),
    ]);
    expect(COPY_PREVIEW_WORDS.inCapitals("## HOW")).toMatch(/capital letters.*the build stops when you publish/);
  });

  // A founder trial wrote Date the British way ("25 November 2026"); only the build refused it.
  it("names a Date written otherwise than the build writes Published date, as the build words it", () => {
    const published = new Date(article.publishedDate as string | Date).toISOString().slice(0, 10);
    const british = formatDay(published);
    const { unmount } = render(<ArticlePreview {...propsFor({ ...article, date: british })} />);
    expect(screen.getByRole("status")).toHaveTextContent(
      `Date says "${british}" but publishedDate is ${published}: write "${String(article.date)}", or the build stops when you publish.`,
    );
    unmount();
    render(<ArticlePreview {...propsFor({ ...article, date: ` ${String(article.date)} ` })} />);
    expect(screen.queryByRole("status")).toBeNull();
  });

  // A founder trial linked /servics/: only the build's link check named it.
  it("names a link of the text to an address no page of the site has, as the build's link check words it", () => {
    const siteUrl = testSiteMetadata().siteUrl;
    const body = `${String(article.body)}\n\nSee [our services](/servics/), [contact](${siteUrl}/contct/) and [the blog](${siteUrl}/blog/).\n`;
    render(<ArticlePreview {...propsFor({ ...article, body })} />);
    // A full address of the site is made its path in an article (gatsby-remark-external-links): only its page must exist.
    expect(screen.getAllByRole("status").map((line) => line.textContent)).toEqual([
      '/servics/ ("our services"): no page of the site had that address when the site was last built (did you mean /services/?). Unless it is a page published since, the build stops on it when you publish.',
      `${siteUrl}/contct/ ("contact"): no page of the site had that address when the site was last built (did you mean /contact/?). Unless it is a page published since, the build stops on it when you publish.`,
    ]);
  });

  it("names a placeholder in an article, which the page would show as written and the build stops on", () => {
    const body = `${String(article.body)}\n\nWe have clients in {countries} countries.`;
    render(<ArticlePreview {...propsFor({ ...article, body })} />);
    expect(screen.getByRole("status")).toHaveTextContent(`{countries}: ${COPY_PREVIEW_WORDS.articlePlaceholder}`);
  });
});

describe("the ebook's preview", () => {
  const [, ebookFrontMatter, ...ebookText] = fs
    .readFileSync(path.join(ROOT, "content/ebook/tax-strategies-for-global-citizens.md"), "utf8")
    .split(/^---$/m);
  const ebook = yaml.load(ebookFrontMatter) as Record<string, string>;
  // The Text box holds what follows the front matter, from the line after its closing "---".
  const ebookBody = ebookText.join("---").replace(/^\r?\n/, "");

  it("names nothing above the ebook as written", () => {
    render(<EbookPreview {...propsFor({ ...ebook, body: ebookBody })} />);
    expect(screen.queryByRole("status")).toBeNull();
  });

  it("names each place that still calls a chapter by its old title, which the build stops on", () => {
    const renamed = ebookBody.replace("# 2. Understanding tax residency", "# 2. Where you are tax resident");
    const line = (start: string) => ebookBody.split("\n").findIndex((text) => text.startsWith(start)) + 1;
    render(<EbookPreview {...propsFor({ ...ebook, body: renamed })} />);
    expect(screen.getAllByRole("status").map((notice) => notice.textContent)).toEqual([
      `Line ${line("2. **Understanding")} of the text: "2. **Understanding tax residency:** ..." names chapter 2, which is now called "Where you are tax resident". Change one of them so they match. Until then the build stops when you publish.`,
      `Line ${line("### Chapter 2:")} of the text: "### Chapter 2: Understanding tax residency" names chapter 2, which is now called "Where you are tax resident". Change one of them so they match. Until then the build stops when you publish.`,
    ]);
  });

  it("finds a line of the Text box by its first words, cut between words", () => {
    expect(lineStart("See [the OECD](https://www.oecd.org/) for the rules.")).toBe(
      "See [the OECD](https://www.oecd.org/)...",
    );
    expect(lineStart("## The Estonian OÜ")).toBe("## The Estonian OÜ");
    expect(lineStart("x".repeat(50))).toBe(`${"x".repeat(40)}...`);
  });

  describe("what the PDF cannot print as written", () => {
    const file = "content/ebook/tax-strategies-for-global-citizens.md";
    const source = fs.readFileSync(path.join(ROOT, file), "utf8");
    // The entry as Decap holds it, read by the CMS's own format (src/rules/cmsFormats.ts).
    const entry = frontMatterFormat.fromFile(source);
    const body = String(entry.body);
    const bodyLines = body.split("\n");
    const paragraph = bodyLines.findIndex((line) => /^[A-Z][a-z]+ .{60,}[.]$/.test(line));
    const heading = bodyLines.findIndex((line) => line.startsWith("## "));
    const changed = bodyLines
      .map((line, index) =>
        index === paragraph
          ? `${line} See [the OECD](https://www.oecd.org/).`
          : index === heading
            ? `${line} 🌍`
            : line,
      )
      .join("\n");
    const changedLines = changed.split("\n");
    const notices = () => screen.queryAllByRole("status").map((notice) => notice.textContent);

    it("names every such line of the Text box at once, in the build's words", () => {
      // What the build says of the same change made in the file (the Text box starts two lines below its closing ---).
      const opening = source.split("\n").indexOf("---", 1) + 2;
      let built: EbookParseError | undefined;
      try {
        parseEbookMarkdown(source.replace(body, changed), file, preview.tokens);
      } catch (error) {
        built = error as EbookParseError;
      }
      expect(built?.problems).toHaveLength(2);
      render(<EbookPreview {...propsFor({ ...entry, body: changed })} />);
      expect(notices()).toEqual(
        built!.problems.map(
          ({ line, reason }) =>
            `Line ${line - opening} of the text ("${lineStart(changedLines[line - opening - 1])}"): ${reason}. The build stops on it when you publish.`,
        ),
      );
      expect(notices().join("\n")).toContain(`Line ${heading + 1} of the text ("## `);
      expect(notices().join("\n")).toMatch(
        new RegExp(`Line ${paragraph + 1} of the text \\("[^"]+\\.\\.\\."\\): links are not supported in the ebook`),
      );
    });

    it("counts the lines from the first line of the Text box, blank ones too", () => {
      render(<EbookPreview {...propsFor({ ...entry, body: `\n\n${changed}` })} />);
      expect(notices()[0]).toMatch(new RegExp(`^Line ${Math.min(paragraph, heading) + 3} of the text \\(`));
    });

    it("reads the text again once typing rests, keeping the last notices while it goes on", () => {
      jest.useFakeTimers();
      try {
        const { rerender } = render(<EbookPreview {...propsFor({ ...entry, body })} />);
        expect(notices()).toEqual([]);
        rerender(<EbookPreview {...propsFor({ ...entry, body: changed })} />);
        expect(notices()).toEqual([]);
        act(() => jest.advanceTimersByTime(SETTLE_MS));
        expect(notices()).toHaveLength(2);
        rerender(<EbookPreview {...propsFor({ ...entry, body })} />);
        act(() => jest.advanceTimersByTime(SETTLE_MS - 1));
        expect(notices()).toHaveLength(2);
        act(() => jest.advanceTimersByTime(1));
        expect(notices()).toEqual([]);
      } finally {
        jest.useRealTimers();
      }
    });

    it("names a field the cover cannot print by its label", () => {
      render(<EbookPreview {...propsFor({ ...entry, title: `${entry.title} ✈` })} />);
      expect(notices()).toEqual([
        expect.stringMatching(
          /^Title: the character "✈" \(U\+2708\) cannot be printed with the ebook's fonts; .*\. The build stops on it when you publish\.$/,
        ),
      ]);
    });
  });

  it("is registered for every ebook file the CMS edits", () => {
    expect(preview.ebookFiles).toEqual(["tax_strategies_for_global_citizens"]);
  });

  it("shows the cover's words as the site's title band and the disclaimer with its bold words", () => {
    render(<EbookPreview {...propsFor(ebook)} />);
    const band = screen.getByRole("banner");
    expect(band).toHaveTextContent(ebook.edition);
    expect(band).toHaveTextContent(ebook.subtitle);
    expect(screen.getByRole("heading", { level: 1 })).toHaveTextContent(ebook.title);
    const bold = /\*\*([^*]+)\*\*/.exec(ebook.disclaimer)![1];
    expect(screen.getByText(bold).tagName).toBe("STRONG");
    expect(document.body).not.toHaveTextContent("**");
  });

  it("fills the site's placeholders in the disclaimer, as the PDF prints it", () => {
    expect(ebook.disclaimer).toContain("{siteName}");
    render(<EbookPreview {...propsFor(ebook)} />);
    expect(document.body).toHaveTextContent(`${preview.tokens.siteName} is not a licensed tax`);
    expect(document.body).not.toHaveTextContent("{siteName}");
  });
});

describe("the Terms' preview", () => {
  const [, termsFrontMatter, ...termsText] = fs
    .readFileSync(path.join(ROOT, "content/legal/terms-of-service.md"), "utf8")
    .split(/^---$/m);
  const terms: Record<string, unknown> = {
    ...(yaml.load(termsFrontMatter) as Record<string, unknown>),
    body: termsText.join("---"),
  };
  const file = "content/legal/terms-of-service.md";
  const changed = String(terms.body).replace("We may update these terms", "We may change these terms");

  it("names nothing while the text is as published, however its lines are wrapped", () => {
    render(<TermsPreview {...propsFor({ ...terms, body: String(terms.body).replace(/ /g, "\n") }, file)} />);
    expect(screen.queryByRole("status")).toBeNull();
  });

  const DAY = 24 * 60 * 60 * 1000;
  const ddmmyyyy = (time: number) => new Date(time).toISOString().slice(0, 10).split("-").reverse().join("/");
  const publishedDay = legalDay(String(terms.lastUpdated))!;
  // The clock only gives the preview its "today": nothing here waits.
  afterEach(() => jest.useRealTimers());

  it("names a change of the text under the published date, which the build stops on, until the date changes", () => {
    jest.useFakeTimers({ now: publishedDay + 10 * DAY });
    const { unmount } = render(<TermsPreview {...propsFor({ ...terms, body: changed }, file)} />);
    expect(screen.getByRole("status")).toHaveTextContent(COPY_PREVIEW_WORDS.termsUndated(String(terms.lastUpdated)));
    unmount();
    render(<TermsPreview {...propsFor({ ...terms, body: changed, lastUpdated: "29/11/2026" }, file)} />);
    expect(screen.queryByRole("status")).toBeNull();
  });

  // The third CMS trial: a new date a year back (29/11/2025) went live with no word.
  it("names a change of the text under a date set before the published one, which the build stops on", () => {
    jest.useFakeTimers({ now: publishedDay + 10 * DAY });
    const back = ddmmyyyy(publishedDay - 365 * DAY);
    render(<TermsPreview {...propsFor({ ...terms, body: changed, lastUpdated: back }, file)} />);
    expect(screen.getByRole("status")).toHaveTextContent(
      COPY_PREVIEW_WORDS.termsDatedBack(back, String(terms.lastUpdated)),
    );
  });

  // As the build (src/node/pages/termsDated.ts): a second change on the day the date names.
  it("names nothing for a change on the day the published date names", () => {
    jest.useFakeTimers({ now: publishedDay + 15 * 60 * 60 * 1000 });
    render(<TermsPreview {...propsFor({ ...terms, body: changed }, file)} />);
    expect(screen.queryByRole("status")).toBeNull();
  });
});
