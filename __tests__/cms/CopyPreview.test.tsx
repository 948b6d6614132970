import fs from "fs";
import path from "path";
import yaml from "js-yaml";
import { render, screen, within } from "@testing-library/react";
import {
  COPY_PREVIEW_WORDS,
  CopyPreview,
  CopyView,
  LineBreaks,
  MarkupNotices,
  UnknownPlaceholders,
  type PreviewField,
} from "../../src/cms/CopyPreview";
import type { PreviewTemplateComponentProps } from "../../src/cms/PreviewFrame";
import { TestimonialsPreview } from "../../src/cms/previews";
import { contentListing } from "../../src/node/cms/admin";
import { cmsConfig, type CmsFile } from "../../src/node/cms/config";
import { callLengthProblems, rawMarkup } from "../../src/node/links/pageText";
import { cmsPreviewData } from "../../src/node/cms/previewData";
import { LINKS_HINT, previewText } from "../../src/rules/cmsPreview";
import { LINE_BREAKS } from "../../src/rules/text";
import { LIST_FIELD } from "../../src/rules/cmsFormats";
import { loadPictureAt } from "../helpers/loadedPicture";
import { DESCRIPTION_LIMIT, pageTitle } from "../../src/rules/seo";
import { testContentYaml, testRoutes, testSiteMetadata } from "../helpers/site";

const ROOT = path.join(__dirname, "../..");
const site = testSiteMetadata();
const data = cmsPreviewData(ROOT, testRoutes());
const config = cmsConfig({ cms: site.cms, siteUrl: site.siteUrl, content: contentListing(ROOT) });
const copyCollections = config.collections.filter((c) => ["pages", "sections", "lists"].includes(c.name));
const files = copyCollections.flatMap((collection) => (collection as { files: CmsFile[] }).files);

type Data = Record<string, unknown>;

/** The entry as Decap holds it: a list file's items under LIST_FIELD (src/rules/cmsFormats.ts). */
function entryOf(file: CmsFile): Data {
  const parsed = yaml.load(fs.readFileSync(path.join(ROOT, file.file), "utf8"));
  return Array.isArray(parsed) ? { [LIST_FIELD]: parsed } : (parsed as Data);
}

const show = (file: CmsFile, entry: Data = entryOf(file)) =>
  render(<CopyView fields={file.fields as unknown as PreviewField[]} data={entry} preview={data} />);

/** Every string the entry holds (list items and nested groups included), with the field it is in. */
function strings(fields: PreviewField[], value: unknown): { field: PreviewField; text: string }[] {
  if (!value || typeof value !== "object") return [];
  const record = value as Data;
  return fields.flatMap((field) => {
    const item = record[field.name];
    if (field.widget === "image" || field.widget === "hidden") return [];
    if (field.widget === "object") return strings(field.fields ?? [], item);
    if (field.widget === "list" && Array.isArray(item)) {
      return field.field
        ? item.map((text) => ({ field: field.field!, text: String(text) }))
        : item.flatMap((entry) => strings(field.fields ?? [], entry));
    }
    return typeof item === "string" && item.trim() ? [{ field, text: item }] : [];
  });
}

const oneLine = (text: string) => text.replace(/\s+/g, " ").trim();

const home = files.find((file) => file.file === "content/pages/home.yaml")!;

// What the build writes into the CMS's bundle (src/node/cms/bundle.ts), for the previews that
// read it themselves (TestimonialsPreview).
(globalThis as { __CMS_PREVIEW_DATA__?: unknown }).__CMS_PREVIEW_DATA__ = data;

/** Fields as Decap hands them over: an Immutable List of Maps, as far as the previews read it. */
interface DecapFieldList {
  toJS: () => Data[];
  find: (
    predicate: (field: { get: (key: string) => unknown }) => boolean,
  ) => { get: (key: string) => unknown } | undefined;
}
const decapFields = (list: Data[]): DecapFieldList => ({
  toJS: () => list,
  find: (predicate) =>
    list
      .map((field) => ({
        get: (key: string) =>
          key === "fields" && Array.isArray(field.fields) ? decapFields(field.fields as Data[]) : field[key],
      }))
      .find(predicate),
});

/** What Decap hands a preview template: the entry and its collection's fields, as Immutable values. */
const decapProps = (file: CmsFile, entry: Data) =>
  ({
    entry: { get: (key: string) => (key === "data" ? { toJS: () => entry } : file.file) },
    fields: decapFields(file.fields as unknown as Data[]),
    getAsset: (asset: string) => asset,
    document,
  }) as unknown as PreviewTemplateComponentProps;

it("previews every entry of Pages, Shared sections and Lists that has no preview of its own", () => {
  expect(data.copyFiles.sort()).toEqual(files.map((file) => file.name).sort());
});

describe.each(files.map((file) => [file.file, file] as const))("the CMS's preview of %s", (_name, file) => {
  it("shows every word of the entry, with the placeholders of the fields that take them filled", () => {
    const { container } = show(file);
    const shown = container.textContent!.replace(/\s+/g, " ");
    for (const { field, text } of strings(file.fields as unknown as PreviewField[], entryOf(file))) {
      const filled = field.hint?.includes("Placeholders such as") ? previewText(text, data.tokens) : text;
      expect(shown).toContain(oneLine(filled));
    }
    // Nothing in this content is a placeholder the site does not know.
    expect(container.querySelectorAll("mark")).toHaveLength(0);
    expect(screen.queryByRole("status")).toBeNull();
  });
});

describe("the home page's preview", () => {
  const entry = entryOf(home) as {
    seo: { title: string; description: string };
    hero: { intro: string };
    services: { kicker: string; title: string };
    process: { kicker: string; title: string };
  };

  it("sets the hero in the site's title band and each section's title as the site's heading", () => {
    show(home);
    const band = screen.getByRole("banner");
    expect(within(band).getByRole("heading", { level: 1 })).toBeInTheDocument();
    expect(band).toHaveTextContent(previewText(entry.hero.intro, data.tokens).replace(/\s+/g, " "));
    expect(screen.getByRole("heading", { level: 2, name: entry.services.title })).toBeInTheDocument();
    const process = screen.getByRole("heading", { level: 2, name: entry.process.title }).parentElement!;
    expect(process).toHaveTextContent(previewText(entry.process.kicker, data.tokens));
    expect(process).not.toHaveTextContent("{processSteps}");
  });

  it("shows the search result the SEO fields make: the page title as the site writes it, and the description", () => {
    show(home);
    const title = pageTitle(previewText(entry.seo.title, data.tokens), site.title);
    expect(screen.getByText(COPY_PREVIEW_WORDS.search).parentElement).toHaveTextContent(title);
    expect(title).not.toContain(`| ${site.title} | ${site.title}`);
  });

  it("marks a placeholder the site does not know, which the build would stop on", () => {
    const { container } = show(home, { ...entry, hero: { ...entry.hero, intro: "Clients in {countrys} countries." } });
    const marks = [...container.querySelectorAll("mark")];
    expect(marks.map((mark) => [mark.textContent, mark.getAttribute("title")])).toEqual([
      ["{countrys}", COPY_PREVIEW_WORDS.unknownPlaceholder],
    ]);
    // And said once at the top, where the founder sees it without hovering over the mark.
    expect(screen.getByRole("status")).toHaveTextContent(`{countrys}: ${COPY_PREVIEW_WORDS.unknownPlaceholder}`);
  });

  it("names the firm's name written out where {siteName} would follow a rename, which the build would stop on", () => {
    show(home, { ...entry, hero: { ...entry.hero, intro: `At ${site.title}, we listen first.` } });
    expect(screen.getByRole("status")).toHaveTextContent(COPY_PREVIEW_WORDS.siteNameWrittenOut(site.title));
  });

  it("warns when the description is longer than search results show", () => {
    const long = "A".repeat(DESCRIPTION_LIMIT + 5);
    show(home, { ...entry, seo: { ...entry.seo, description: long } });
    expect(screen.getByText(COPY_PREVIEW_WORDS.tooLong(DESCRIPTION_LIMIT + 5))).toBeInTheDocument();
  });
});

it("leaves the braces of a field the site fills itself as written ({max} in the form messages)", () => {
  const forms = files.find((file) => file.file === "content/forms.yaml")!;
  const { container } = show(forms);
  expect(container).toHaveTextContent((entryOf(forms) as { fieldTooLong: string }).fieldTooLong);
  expect(container.querySelectorAll("mark")).toHaveLength(0);
});

it("names, above a service page's preview too, a placeholder the site does not know in any of its fields", () => {
  const services = config.collections.find((collection) => collection.name === "service_pages")!;
  const fields = (services as { fields: PreviewField[] }).fields;
  const file = fs.readdirSync(path.join(ROOT, "content/service-pages"))[0];
  const entry = yaml.load(fs.readFileSync(path.join(ROOT, "content/service-pages", file), "utf8")) as {
    sections: { items: { text: string }[] }[];
  };
  const { rerender } = render(<UnknownPlaceholders fields={fields} data={entry as Data} tokens={data.tokens} />);
  expect(screen.queryByRole("status")).toBeNull();
  entry.sections[0].items[0].text = "In {countries} countries for {yaers} years.";
  rerender(<UnknownPlaceholders fields={fields} data={entry as Data} tokens={data.tokens} />);
  expect(screen.getByRole("status")).toHaveTextContent(`{yaers}: ${COPY_PREVIEW_WORDS.unknownPlaceholder}`);
});

// The CMS's text boxes invite new lines, which the page runs into one paragraph: the build
// stops on them, and the preview says so before the founder publishes.
// The testimonials have a preview of their own (the wall of cards), which had lost the notice
// every other list's preview gives.
// The fourth CMS trial replaced one testimonial and could not tell which others were still the
// invented ones: the preview says so above each, as the build finds them.
it("says above each testimonial that is still an invented sample that it is one", () => {
  const testimonials = files.find((file) => file.file === "content/testimonials.yaml")!;
  const entry = entryOf(testimonials) as { [LIST_FIELD]: Data[] };
  const { rerender } = render(<TestimonialsPreview {...decapProps(testimonials, entry)} />);
  const marked = () => screen.queryAllByText(COPY_PREVIEW_WORDS.sampleTestimonial).length;
  expect(marked()).toBe(entry[LIST_FIELD].length);
  const [first, second, ...rest] = entry[LIST_FIELD];
  const real = { quote: "Clear, careful advice on my move to Spain.", author: "Ana P.", title: "Designer" };
  // A real quote counts; an invented one under a real-looking name does not.
  rerender(
    <TestimonialsPreview
      {...decapProps(testimonials, { [LIST_FIELD]: [real, { ...second, author: "Priya Sharma" }, ...rest] })}
    />,
  );
  expect(marked()).toBe(entry[LIST_FIELD].length - 1);
  expect(first.author).not.toBe(real.author);
});

it("names, above the testimonials' preview, a quote with line breaks", () => {
  const testimonials = files.find((file) => file.file === "content/testimonials.yaml")!;
  const entry = entryOf(testimonials) as { [LIST_FIELD]: Data[] };
  const { rerender } = render(<TestimonialsPreview {...decapProps(testimonials, entry)} />);
  expect(screen.queryByRole("status")).toBeNull();
  const [first, ...rest] = entry[LIST_FIELD];
  const changed = { [LIST_FIELD]: [{ ...first, quote: "Clear advice.\nFast answers." }, ...rest] };
  rerender(<TestimonialsPreview {...decapProps(testimonials, changed)} />);
  expect(screen.getByRole("status")).toHaveTextContent(`Quote: ${LINE_BREAKS}`);
  expect(screen.getByText(/Fast answers/)).toBeInTheDocument();
});

// A founder trial pasted a quote with its quotation marks and byline: only the build named it.
it("names, above the testimonials' preview, a quote pasted with its byline, as the build words it", () => {
  const testimonials = files.find((file) => file.file === "content/testimonials.yaml")!;
  const [first, ...rest] = (entryOf(testimonials) as { [LIST_FIELD]: Data[] })[LIST_FIELD];
  const byline = `– ${String(first.author)}, ${String(first.title)}`;
  const pasted = { ...first, quote: `“${String(first.quote)}” ${byline}` };
  render(<TestimonialsPreview {...decapProps(testimonials, { [LIST_FIELD]: [pasted, ...rest] })} />);
  expect(screen.getByRole("status")).toHaveTextContent(
    `Testimonial 1: field "quote" ends with its byline ("${byline}"): remove it, and the quotation marks, the card shows the author and title itself. The build stops on it when you publish.`,
  );
});

it("names, above a page's or a service page's preview, each text with line breaks", () => {
  const entry = entryOf(home) as { hero: Data };
  const page = show(home, { ...entry, hero: { ...entry.hero, intro: "Tax, companies\nand residency." } });
  expect(within(page.container).getByRole("status")).toHaveTextContent(`Intro: ${LINE_BREAKS}`);

  const services = config.collections.find((collection) => collection.name === "service_pages")!;
  const fields = (services as { fields: PreviewField[] }).fields;
  const file = fs.readdirSync(path.join(ROOT, "content/service-pages"))[0];
  const service = yaml.load(fs.readFileSync(path.join(ROOT, "content/service-pages", file), "utf8")) as {
    faq: { answer: string }[];
  };
  expect(render(<LineBreaks fields={fields} data={service as Data} />).container).toBeEmptyDOMElement();
  service.faq[0].answer = "Please bring:\n- your passport\n- your tax returns";
  const notice = render(<LineBreaks fields={fields} data={service as Data} />);
  expect(within(notice.container).getByRole("status")).toHaveTextContent(`Answer: ${LINE_BREAKS}`);
});

// An audit of founder mistakes: an unclosed "*" in the principle and a picture in a FAQ answer
// passed the build and the preview; the build names them now, and the preview as it does.
it("names, above a page's or a service page's preview, a * that nothing closes and a picture, as the build words them", () => {
  const purpose = files.find((file) => file.file === "content/purpose.yaml")!;
  const entry = entryOf(purpose) as { principle: Data & { text: string } };
  expect(within(show(purpose, entry).container).queryByRole("status")).toBeNull();
  const text = entry.principle.text.replace(/\*([^*]+)\*/, "*$1");
  const emphasised = /\*(\w+)/.exec(text)?.[1];
  const page = show(purpose, { ...entry, principle: { ...entry.principle, text } });
  expect(within(page.container).getByRole("status")).toHaveTextContent(
    `Text: "*${emphasised}" has a * that no second * closes, so the page shows it as written: to emphasise words, put a * on each side of them, as in *${emphasised}*; otherwise remove the *. The build stops on it when you publish.`,
  );

  const services = config.collections.find((collection) => collection.name === "service_pages")!;
  const fields = (services as { fields: PreviewField[] }).fields;
  const service = yaml.load(fs.readFileSync(path.join(ROOT, "content/service-pages/legal.yaml"), "utf8")) as {
    faq: { answer: string }[];
  };
  const picture = "![How we coordinate](https://example.com/uploads/coordination.png)";
  service.faq[1].answer = `${service.faq[1].answer} ${picture}`;
  const notice = render(<MarkupNotices fields={fields} data={service as Data} />);
  expect(within(notice.container).getByRole("status")).toHaveTextContent(
    `Answer: "${picture}" is a picture, which no text of the site can show (the page would show "!" and a link to the file): remove it. The build stops on it when you publish.`,
  );
});

// Founder trials wrote a footer link as /servics/, and one as the site's full address copied from
// the browser: only the build's link check named them.
it("names, above the menus' and footer's preview, a link to an address no page has and one written as the site's full address", () => {
  const ui = files.find((file) => file.file === "content/ui.yaml")!;
  const entry = entryOf(ui) as { footer: { links: { label: string; to: string }[] } };
  const links = [
    ...entry.footer.links,
    { label: "Services", to: "/servics/" },
    { label: "Blog", to: `${site.siteUrl}/blog/` },
  ];
  show(ui, { ...entry, footer: { ...entry.footer, links } });
  expect(screen.getAllByRole("status").map((line) => line.textContent)).toEqual([
    '/servics/ ("Services"): no page of the site had that address when the site was last built (did you mean /services/?). Unless it is a page published since, the build stops on it when you publish.',
    `${site.siteUrl}/blog/ ("Blog"): a page of this site written as its full address, which opens it again in a new tab: write its path, /blog/. The build stops on it when you publish.`,
  ]);
});

// A founder trial typed "45-minute" where {callMinutes} stood: only the build named it.
describe("a claim of Site settings written with another figure", () => {
  const cta = files.find((file) => file.file === "content/cta.yaml")!;
  const entry = entryOf(cta);
  const written = String(entry.text);
  const minutes = data.tokens.callMinutes;
  const other = Number(minutes) + 15;

  it("names a call's length typed where {callMinutes} was, which the build's check of the pages stops on", () => {
    expect(written).toContain("{callMinutes}-minute discovery call");
    const typed = written.replace("{callMinutes}-minute", `${other}-minute`);
    // The build reads the same words on the built page.
    expect(
      callLengthProblems(new Map([["/", `<main><p>${previewText(typed, data.tokens)}</p></main>`]]), Number(minutes)),
    ).toHaveLength(1);
    show(cta, { ...entry, text: typed });
    expect(screen.getAllByRole("status").map((notice) => notice.textContent)).toEqual([
      `"${other}-minute discovery call": Site settings say the call lasts ${minutes} minutes (Claims > Call minutes). Write ${minutes} here too, or {callMinutes}, which follows that setting, or change the claim there. The build stops on it when you publish.`,
    ]);
  });

  it("leaves the figure Site settings give alone, written out or filled in", () => {
    show(cta, { ...entry, text: written.replace("{callMinutes}", minutes) });
    expect(screen.queryByRole("status")).toBeNull();
  });
});

// Founder trials linked pages from fields that make no links (the hero's intro): the preview said
// nothing when the page existed, or that no page had the address; the build said the page showed
// the brackets.
describe("a link written in a field that makes no links", () => {
  const entry = entryOf(home) as { hero: { intro: string } };
  const heroFields = (home.fields as unknown as PreviewField[]).find((field) => field.name === "hero")!.fields!;
  const intro = heroFields.find((field) => field.name === "intro")!;

  it("is named as shown with its brackets, whatever its address, as the build's check of the pages names it", () => {
    expect(intro.hint ?? "").not.toContain(LINKS_HINT);
    for (const link of ["[our services](/services/)", "[our servics](/servics/)"]) {
      const { unmount } = show(home, { ...entry, hero: { ...entry.hero, intro: `${entry.hero.intro} See ${link}.` } });
      expect(screen.getAllByRole("status").map((notice) => notice.textContent)).toEqual([
        `${intro.label}: "${link}" is shown as written, brackets and all: this field makes no links. Write the words alone (docs/editing.md names the fields that make links), or the build stops when you publish.`,
      ]);
      // The build's check of the built pages finds it too.
      const found = rawMarkup(new Map([["/", `<main><p>See ${link}.</p></main>`]]));
      expect(found.map(({ kind, snippet }) => ({ kind, snippet }))).toEqual([{ kind: "markdown link", snippet: link }]);
      unmount();
    }
  });
});

// The sixth founder trial published a 100 x 100 photo of the founder: only the build named it.
describe("Lists > Team's preview", () => {
  const team = files.find((file) => file.file === "content/team.yaml")!;
  const entry = entryOf(team) as { [LIST_FIELD]: { name: string; image: string }[] };
  const [founder] = entry[LIST_FIELD];

  /** The notices once the founder's photo has loaded at this size. */
  function noticesWithFounderAt(width: number, height: number) {
    const { container, unmount } = render(<CopyPreview {...decapProps(team, entry)} />);
    const photo = [...container.querySelectorAll<HTMLImageElement>("img[hidden]")].find(
      (img) => img.getAttribute("src") === founder.image,
    )!;
    loadPictureAt(photo, width, height);
    const shown = screen.queryAllByRole("status").map((notice) => notice.textContent);
    unmount();
    return shown;
  }

  it("names a photo smaller than the page shows it once it has loaded, as the build words it", () => {
    expect(noticesWithFounderAt(100, 100)).toEqual([
      // The founder's name is still to be supplied here: an entry is then named by its number.
      `Entry 1${founder.name ? ` (${founder.name})` : ""}: the photo is 100 x 100 pixels, and the page shows it up to 420 pixels wide: use a photo at least 840 pixels on its shorter side (420 at the least). The build stops on it when you publish.`,
    ]);
  });

  it("names nothing for a photo large enough", () => {
    expect(noticesWithFounderAt(900, 1200)).toEqual([]);
  });
});

// Seventh founder trial: the Testimonials preview marked the invented quotes, the Logos preview
// none of the invented companies' marks.
it("names, above Lists > Logos, each logo still the mark of an invented company", () => {
  const site = testSiteMetadata();
  const logos = cmsConfig({ cms: site.cms, siteUrl: site.siteUrl, content: contentListing(ROOT) })
    .collections.flatMap((collection) => (collection as { files?: CmsFile[] }).files ?? [])
    .find((file) => file.file === "content/logos.yaml")!;
  const items = testContentYaml<Array<{ src: string; alt: string }>>("logos.yaml");
  const real = { src: "./images/logos/estudio-lumen.png", alt: "Estudio Lumen logo" };
  render(<CopyPreview {...decapProps(logos, { [LIST_FIELD]: [real, ...items.slice(1)] })} />);
  const said = screen.queryAllByRole("status").map((notice) => notice.textContent);
  expect(said).toEqual([
    COPY_PREVIEW_WORDS.sampleLogos(items.slice(1).map((logo, index) => ({ entry: index + 2, alt: logo.alt }))),
  ]);
  expect(said[0]).toMatch(
    new RegExp(
      `^Logo 2 \\("${items[1].alt}"\\), Logo 3 .* are the marks of invented companies: replace each with the logo of a client or partner who gave permission before you turn Illustrative off in Site settings\\.$`,
    ),
  );
});

it("names a single invented company's logo in the singular", () => {
  expect(COPY_PREVIEW_WORDS.sampleLogos([{ entry: 3, alt: "Altavo logo" }])).toBe(
    'Logo 3 ("Altavo logo") is the mark of an invented company: replace it with the logo of a client or partner who gave permission before you turn Illustrative off in Site settings.',
  );
});
