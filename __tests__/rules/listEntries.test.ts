import fs from "fs";
import path from "path";
import yaml from "js-yaml";
import { listEntryProblems } from "../../src/rules/listEntries";

const read = (file: string) => yaml.load(fs.readFileSync(path.join(__dirname, "../../content", file), "utf8"));
const FILES = ["testimonials.yaml", "process.yaml", "logos.yaml", "media.yaml"];

describe("list entries written as the page already writes them", () => {
  it("accepts the site's own lists", () => {
    for (const file of FILES) expect([file, listEntryProblems(file, read(file))]).toEqual([file, []]);
  });

  // Each showed twice on the page: quotation marks beside the quote icon, a dash before the name
  // the card sets apart, "Step 1:" after the step's own number.
  it("names a testimonial in quotation marks, or an author written with a dash", () => {
    const list = read("testimonials.yaml") as Record<string, string>[];
    list[0].quote = `“${list[0].quote}”`;
    list[1].author = `— ${list[1].author}`;
    expect(listEntryProblems("testimonials.yaml", list)).toEqual([
      'content/testimonials.yaml, entry 1: field "quote" is written in quotation marks: remove them, the page draws its own',
      `content/testimonials.yaml, entry 2: field "author" starts with "—": remove it, the page sets the name apart itself`,
    ]);
  });

  it("names a step written with its number", () => {
    const steps = read("process.yaml") as Record<string, string>[];
    steps[0].title = `Step 1: ${steps[0].title}`;
    steps[1].title = `2. ${steps[1].title}`;
    expect(listEntryProblems("process.yaml", steps)).toEqual([
      `content/process.yaml, entry 1: field "title" starts with "Step 1:": remove it, the page numbers the steps itself`,
      `content/process.yaml, entry 2: field "title" starts with "2.": remove it, the page numbers the steps itself`,
    ]);
  });

  it("names a logo described by its file's name, which a screen reader would read out", () => {
    const logos = read("logos.yaml") as Record<string, string>[];
    logos[0].alt = "tidewell-logo-final-v2.svg";
    expect(listEntryProblems("logos.yaml", logos)).toEqual([
      'content/logos.yaml, entry 1: field "alt" is a file\'s name ("tidewell-logo-final-v2.svg"): write the company\'s name, such as "Tidewell logo", which screen readers read out',
    ]);
  });

  it("names a podcast or article date not written as the others are (September 2025)", () => {
    const media = read("media.yaml") as { podcasts: Record<string, string>[]; publications: Record<string, string>[] };
    media.podcasts[0].date = "15/09/2025";
    media.publications[0].date = "Sept 2025";
    expect(listEntryProblems("media.yaml", media)).toEqual([
      'content/media.yaml, podcast 1: field "date" must be a month and year such as "September 2025" (or "September 15, 2025"), found "15/09/2025"',
      'content/media.yaml, publication 1: field "date" must be a month and year such as "September 2025" (or "September 15, 2025"), found "Sept 2025"',
    ]);
  });

  // /about/ showed "September 2052" and the same article twice (third trial of founder mistakes).
  it("names a date after this month, and an entry that repeats another's id or title", () => {
    const media = read("media.yaml") as {
      podcasts: Record<string, unknown>[];
      publications: Record<string, unknown>[];
    };
    media.podcasts[0].date = "December 2026";
    media.publications.push({ ...media.publications[0] });
    media.publications.push({
      ...media.publications[0],
      id: 7,
      title: ` ${String(media.publications[0].title).toUpperCase()}`,
    });
    expect(listEntryProblems("media.yaml", media, new Date("2026-11-29T12:00:00Z"))).toEqual([
      'content/media.yaml, podcast 1: field "date" is "December 2026", after this month: write the month it was published or aired',
      `content/media.yaml, publication ${media.publications.length - 1}: repeats publication 1 (the same id and title): remove one of them`,
      `content/media.yaml, publication ${media.publications.length}: repeats publication 1 (the same title): remove one of them`,
    ]);
    // This month is not after it.
    media.podcasts[0].date = "November 29, 2026";
    expect(listEntryProblems("media.yaml", { podcasts: media.podcasts }, new Date("2026-11-29T12:00:00Z"))).toEqual([]);
  });

  // Fourth trial of founder mistakes: a quote pasted with its marks and byline ("“…” – Daniel K.,
  // Digital Nomad") showed both twice; "Step One:" escaped the digits-only rule; a logo described
  // as "logo" told screen readers nothing of whose it is.
  it("names a quote pasted with its byline, a step numbered in words, and a logo described without a name", () => {
    const quotes = read("testimonials.yaml") as Record<string, string>[];
    quotes[0].quote = `“${quotes[0].quote}” – ${quotes[0].author}, ${quotes[0].title}`;
    quotes[1].quote = `${quotes[1].quote} — ${quotes[1].author}`;
    expect(listEntryProblems("testimonials.yaml", quotes)).toEqual([
      `content/testimonials.yaml, entry 1: field "quote" ends with its byline ("– ${quotes[0].author}, ${quotes[0].title}"): remove it, and the quotation marks, the card shows the author and title itself`,
      `content/testimonials.yaml, entry 2: field "quote" ends with its byline ("— ${quotes[1].author}"): remove it, the card shows the author and title itself`,
    ]);
    const steps = read("process.yaml") as Record<string, string>[];
    steps[0].title = `Step One: ${steps[0].title}`;
    steps[1].title = `Second step - ${steps[1].title}`;
    expect(listEntryProblems("process.yaml", steps)).toEqual([
      'content/process.yaml, entry 1: field "title" starts with "Step One:": remove it, the page numbers the steps itself',
      'content/process.yaml, entry 2: field "title" starts with "Second step -": remove it, the page numbers the steps itself',
    ]);
    const logos = read("logos.yaml") as Record<string, string>[];
    logos[0].alt = "logo";
    logos[1].alt = "Company Logo";
    logos[2].alt = "image";
    // The example is made from the picture's file name, the one hint of whose logo it is.
    const named = (src: string) =>
      `${path
        .basename(src)
        .replace(/\.\w+$/, "")
        .split(/[-_]/)
        .map((word) => word[0].toUpperCase() + word.slice(1))
        .join(" ")} logo`;
    expect(listEntryProblems("logos.yaml", logos)).toEqual(
      [logos[0], logos[1], logos[2]].map(
        (logo, index) =>
          `content/logos.yaml, entry ${index + 1}: field "alt" is "${logo.alt}", which does not say whose it is: write the company's name, such as "${named(logo.src)}", which screen readers read out`,
      ),
    );
  });

  it("leaves what it cannot read as a list to the type checks", () => {
    expect(listEntryProblems("testimonials.yaml", null)).toEqual([]);
    expect(listEntryProblems("media.yaml", { podcasts: "none" })).toEqual([]);
  });
});
