import fs from "fs";
import path from "path";
import yaml from "js-yaml";
import { copyErrors, copyTypes } from "../../src/node/schema/copySchema";
import { COPY_TYPES, SECTION_TYPES } from "../../src/node/schema/schema";
import { tokenValues } from "../../src/rules/tokens";
import { testContentYaml, testServicePages, testSiteMetadata } from "../helpers/site";

const types = copyTypes(COPY_TYPES, SECTION_TYPES);
const CONTENT = path.join(__dirname, "../../content");
const known = new Set(Object.keys(tokenValues(testSiteMetadata(), { toBeSupplied: "[to be supplied]" })));
const siteName = testSiteMetadata().title;

/** Every content YAML file with the type its data must have (as gatsby-config names them). */
function contentFiles(): Array<{ file: string; type: string; items: Record<string, unknown>[] }> {
  const pascal = (name: string) => name.replace(/(^|[-_])(\w)/g, (_m, _s, c: string) => c.toUpperCase());
  const files: Array<{ file: string; type: string; items: Record<string, unknown>[] }> = [];
  for (const dir of ["", "pages", "service-pages"]) {
    for (const name of fs.readdirSync(path.join(CONTENT, dir)).filter((f) => f.endsWith(".yaml"))) {
      if (name === "site.yaml") continue;
      const base = name.replace(/\.yaml$/, "");
      const type =
        dir === "service-pages"
          ? "ServicePageYaml"
          : dir === "pages"
            ? `Page${pascal(base)}Yaml`
            : `${pascal(base)}Yaml`;
      const data = yaml.load(fs.readFileSync(path.join(CONTENT, dir, name), "utf8"));
      files.push({
        file: path.join(dir, name),
        type,
        items: (Array.isArray(data) ? data : [data]) as Record<string, unknown>[],
      });
    }
  }
  return files;
}

describe("the content schema", () => {
  it("declares a type for every content YAML file, and every file fits its type", () => {
    const files = contentFiles();
    expect(files.length).toBeGreaterThan(20);
    const problems = files.flatMap(({ file, type, items }) =>
      types.has(type)
        ? items.flatMap((item) =>
            copyErrors(item, type, types, {
              fileExists: (relative) => fs.existsSync(path.resolve(CONTENT, path.dirname(file), relative)),
              placeholders: known,
              siteName,
            }).map((e) => `${file}: ${e}`),
          )
        : [`${file}: no type ${type}`],
    );
    expect(problems).toEqual([]);
  });

  // An optional picture that is not there left its place empty without a word (team.yaml).
  it("names a picture that is not there, or that the site cannot show, with the file's path", () => {
    const team = testContentYaml<Record<string, unknown>[]>("team.yaml");
    const exists = (relative: string) => fs.existsSync(path.resolve(CONTENT, relative));
    expect(
      copyErrors({ ...team[0], image: "./images/team/founder.jpeg" }, "TeamYaml", types, { fileExists: exists }),
    ).toEqual(['image: "./images/team/founder.jpeg" names no file (the path starts from the folder of this file)']);
    expect(
      copyErrors({ ...team[0], image: "./images/team/founder.heic" }, "TeamYaml", types, { fileExists: exists }),
    ).toEqual([
      'image: "./images/team/founder.heic" is not a picture the site can show (use a .jpg, .png or .webp file)',
    ]);
    expect(copyErrors(team[0], "TeamYaml", types, { fileExists: exists })).toEqual([]);
  });

  // Broken-file audit: the CMS's Remove under an optional picture writes `image: ""`, and the
  // build stopped on "not a picture the site can show (use ... .svg)"; an SVG as a team photo or
  // the ebook's cover then passed, and the page showed no picture (sharp sizes only rasters).
  it("takes an optional picture removed in the CMS as no picture", () => {
    const team = testContentYaml<Record<string, unknown>[]>("team.yaml");
    const exists = (relative: string) => fs.existsSync(path.resolve(CONTENT, relative));
    expect(copyErrors({ ...team[1], image: "" }, "TeamYaml", types, { fileExists: exists })).toEqual([]);
  });

  // Broken-file audit: a list the page needs, emptied by hand on GitHub (the CMS refuses to save
  // it empty), passed: "A Personal Note" over nothing on /landing/, a footer heading over no links.
  it("names a list the page needs that lists nothing, and leaves an optional one alone", () => {
    const home = testContentYaml<Record<string, Record<string, unknown>>>("pages/home.yaml");
    expect(copyErrors({ ...home, hero: { ...home.hero, claims: [] } }, "PageHomeYaml", types)).toEqual([
      "hero.claims lists nothing: the page would show its place empty (add an entry, as the CMS asks)",
    ]);
    const team = testContentYaml<Record<string, unknown>[]>("team.yaml");
    expect(copyErrors({ ...team[0], facts: [] }, "TeamYaml", types)).toEqual([]);
  });

  it("takes an optional group emptied in the CMS (a service page's home card) as left out", () => {
    const [page] = testServicePages();
    expect(copyErrors({ ...page, homeCard: { title: "", icon: "" } }, "ServicePageYaml", types)).toEqual([]);
    expect(copyErrors({ ...page, homeCard: { title: "Card", icon: "" } }, "ServicePageYaml", types)).toEqual([
      "homeCard.icon is missing (expected text)",
    ]);
  });

  it("asks for a photo's format where the page sizes the picture, and takes an SVG only as a logo", () => {
    const team = testContentYaml<Record<string, unknown>[]>("team.yaml");
    const ebook = testContentYaml<Record<string, Record<string, unknown>>>("pages/ebook.yaml");
    const logos = testContentYaml<Record<string, unknown>[]>("logos.yaml");
    const always = () => true;
    expect(
      copyErrors({ ...team[0], image: "./images/team/founder.svg" }, "TeamYaml", types, { fileExists: always }),
    ).toEqual([
      'image: "./images/team/founder.svg" is an SVG drawing: this picture is shown as a photo, sized for each screen, so use a .jpg, .png or .webp file',
    ]);
    expect(
      copyErrors({ ...ebook, cover: { ...ebook.cover, image: "../images/ebook/cover.svg" } }, "PageEbookYaml", types, {
        fileExists: always,
      }),
    ).toEqual([
      'cover.image: "../images/ebook/cover.svg" is an SVG drawing: this picture is shown as a photo, sized for each screen, so use a .jpg, .png or .webp file',
    ]);
    expect(String(logos[0].src)).toMatch(/\.svg$/);
    expect(copyErrors(logos[0], "LogosYaml", types, { fileExists: always })).toEqual([]);
    expect(
      copyErrors({ ...logos[0], src: "./images/logos/a.heic" }, "LogosYaml", types, { fileExists: always }),
    ).toEqual([
      'src: "./images/logos/a.heic" is not a picture the site can show (use a .svg, .png, .jpg or .webp file)',
    ]);
  });

  const home = () => testContentYaml<Record<string, Record<string, unknown>>>("pages/home.yaml");

  // The build named a misspelt placeholder by its GraphQL type ("CtaYaml.text: unknown
  // placeholder"), not by the founder's file, and only once queries ran, after the other checks.
  describe("placeholders, where the site fills them in", () => {
    const cta = () => testContentYaml<Record<string, string>>("cta.yaml");

    it("names a placeholder the site does not know, with the field, and the one it probably meant", () => {
      const text = cta().text.replace("{callMinutes}", "{callMinuts}");
      expect(copyErrors({ ...cta(), text }, "CtaYaml", types, { placeholders: known })).toEqual([
        "text: {callMinuts} is not a placeholder the site fills in (did you mean {callMinutes}?)",
      ]);
      const page = home();
      (page.hero.claims as { value: string }[])[1].value = "{yeras}";
      expect(copyErrors(page, "PageHomeYaml", types, { placeholders: known })).toEqual([
        "hero.claims[2].value: {yeras} is not a placeholder the site fills in (did you mean {years}?)",
      ]);
      expect(copyErrors({ ...cta(), title: "{price} a month" }, "CtaYaml", types, { placeholders: known })).toEqual([
        `title: {price} is not a placeholder the site fills in (it fills in ${[...known].map((name) => `{${name}}`).join(", ")})`,
      ]);
    });

    it("accepts every placeholder the site knows, and leaves the braces of fields it does not fill", () => {
      expect(copyErrors(cta(), "CtaYaml", types, { placeholders: known })).toEqual([]);
      const forms = testContentYaml<Record<string, unknown>>("forms.yaml");
      expect(String(forms.fieldTooLong)).toContain("{max}");
      expect(copyErrors(forms, "FormsYaml", types, { placeholders: known })).toEqual([]);
    });
  });

  // Renaming the firm (Site settings > Title) left "Borderless Consulting" written out in five
  // fields that fill {siteName}: the /services/ heading, the contact page's search description,
  // the ebook cover's alt text and two service pages.
  describe("the firm's name, where {siteName} would follow a rename", () => {
    const services = () => testContentYaml<Record<string, Record<string, unknown>>>("pages/services.yaml");

    it("names each field that fills placeholders and writes the firm's name out", () => {
      const page = services();
      page.whyChoose.title = `Why Choose ${siteName}`;
      (page.whyChoose.items as { text: string }[])[0].text = `At ${siteName}, we listen first.`;
      expect(copyErrors(page, "PageServicesYaml", types, { placeholders: known, siteName })).toEqual([
        `whyChoose.title: "${siteName}" is the firm's name written out: write {siteName}, so a new name in Site settings (title in content/site.yaml) reaches it`,
        `whyChoose.items[1].text: "${siteName}" is the firm's name written out: write {siteName}, so a new name in Site settings (title in content/site.yaml) reaches it`,
      ]);
    });

    it("names a placeholder written alone without quotes, which YAML reads as a group of fields", () => {
      const page = services();
      page.whyChoose.title = (yaml.load("title: {siteName}") as { title: string }).title;
      expect(copyErrors(page, "PageServicesYaml", types, { placeholders: known, siteName })).toEqual([
        'whyChoose.title: {siteName} alone must be in double quotes, "{siteName}": without them it is read as a group of fields',
      ]);
    });

    it("leaves the name in fields that show their text as written, and the words in other capitals", () => {
      // A testimonial's byline fills no placeholders: {siteName} would show as written there.
      const [testimonial] = testContentYaml<Record<string, unknown>[]>("testimonials.yaml");
      const byline = { ...testimonial, title: `Client of ${siteName}` };
      expect(copyErrors(byline, "TestimonialsYaml", types, { placeholders: known, siteName })).toEqual([]);
      const page = services();
      page.whyChoose.title = `Why choose ${siteName.toLowerCase()}`;
      expect(copyErrors(page, "PageServicesYaml", types, { placeholders: known, siteName })).toEqual([]);
    });

    // A firm renamed to one word ("Nomad") would have caught "Nomads" and "Nomadic" as the name
    // written out, and asked for {siteName} in the middle of an ordinary word.
    it("names the name only as a whole word, not inside a longer one", () => {
      const page = services();
      page.whyChoose.title = "Nomads and Nomadic founders";
      expect(copyErrors(page, "PageServicesYaml", types, { placeholders: known, siteName: "Nomad" })).toEqual([]);
      page.whyChoose.title = "Why Nomad?";
      expect(copyErrors(page, "PageServicesYaml", types, { placeholders: known, siteName: "Nomad" })).toEqual([
        'whyChoose.title: "Nomad" is the firm\'s name written out: write {siteName}, so a new name in Site settings (title in content/site.yaml) reaches it',
      ]);
    });
  });

  // A testimonial whose quote was a space showed an empty card on three pages.
  it("counts a text of spaces or line breaks as missing", () => {
    const page = home();
    page.hero.intro = " ";
    expect(copyErrors(page, "PageHomeYaml", types)).toEqual(["hero.intro is missing (expected text)"]);
    page.hero.intro = "\n\t";
    expect(copyErrors(page, "PageHomeYaml", types)).toEqual(["hero.intro is missing (expected text)"]);
  });

  // A FAQ answer typed in the CMS with new lines and "- " points ran together into one paragraph.
  it("names a text with a line break, which the page runs into one paragraph", () => {
    const page = home();
    page.hero.intro = "Please bring:\n- your passport\n- your tax returns\n\nWe read them first.";
    expect(copyErrors(page, "PageHomeYaml", types)).toEqual([
      "hero.intro: the text has line breaks, which the page does not show (it runs the lines into one paragraph, and a line starting with - is not a list): write it as one paragraph",
    ]);
    page.hero.intro = "One paragraph, as YAML's >- writes it, and a last line end as > leaves it.\n";
    expect(copyErrors(page, "PageHomeYaml", types)).toEqual([]);
  });

  // An audit of founder mistakes: an unclosed "*" in the mission and the principle, and a picture
  // in a FAQ answer, passed the build; the home page showed the stars, /services/legal/ "!" and a
  // link to the picture.
  describe("markdown a line of copy cannot show", () => {
    type Purpose = { mission: string; principle: { text: string } };

    it("names a * that nothing closes, with the field, and says what to write where the field makes emphasis", () => {
      const purpose = testContentYaml<Purpose>("purpose.yaml");
      expect(copyErrors(purpose, "PurposeYaml", types)).toEqual([]);
      purpose.mission = purpose.mission.replace("location-independent", "*location-independent");
      purpose.principle.text = purpose.principle.text.replace(/\*([^*]+)\*/, "*$1");
      const emphasised = /\*(\w+)/.exec(purpose.principle.text)?.[1];
      expect(copyErrors(purpose, "PurposeYaml", types)).toEqual([
        'mission: "*location-independent" has a *, which the page shows as written (this text cannot emphasise words): remove the *',
        `principle.text: "*${emphasised}" has a * that no second * closes, so the page shows it as written: to emphasise words, put a * on each side of them, as in *${emphasised}*; otherwise remove the *`,
      ]);
    });

    it("names a picture written in a FAQ answer, which no text of the site can show", () => {
      const legal = yaml.load(fs.readFileSync(path.join(CONTENT, "service-pages/legal.yaml"), "utf8")) as {
        faq: { answer: string }[];
      };
      expect(copyErrors(legal, "ServicePageYaml", types)).toEqual([]);
      const picture = "![How we coordinate](https://example.com/uploads/coordination.png)";
      legal.faq[1].answer = `${legal.faq[1].answer} ${picture}`;
      expect(copyErrors(legal, "ServicePageYaml", types)).toEqual([
        `faq[2].answer: "${picture}" is a picture, which no text of the site can show (the page would show "!" and a link to the file): remove it`,
      ]);
    });

    // Eighth founder trial: "<br>" typed into a FAQ answer passed the preview unnamed, and the
    // build stopped on it only once the pages were built.
    it("names an HTML tag in a FAQ answer, which the page shows as written", () => {
      const legal = yaml.load(fs.readFileSync(path.join(CONTENT, "service-pages/legal.yaml"), "utf8")) as {
        faq: { answer: string }[];
      };
      legal.faq[0].answer = legal.faq[0].answer.replace(/\. /, ".<br>");
      expect(copyErrors(legal, "ServicePageYaml", types)).toEqual([
        'faq[1].answer: "<br>" is an HTML tag, which the page shows as written (a line of copy has no line breaks or HTML): remove the tag',
      ]);
      legal.faq[0].answer = "Fewer than <5 days, or see <https://www.gov.uk/>.";
      expect(copyErrors(legal, "ServicePageYaml", types)).toEqual([]);
    });

    // Second broken-file audit: "[](https://...)" in a line of copy showed nothing to tap.
    it("names a link with no words in a FAQ answer, which the page shows as nothing", () => {
      const legal = yaml.load(fs.readFileSync(path.join(CONTENT, "service-pages/legal.yaml"), "utf8")) as {
        faq: { answer: string }[];
      };
      legal.faq[0].answer = `${legal.faq[0].answer} See also [](https://www.gov.uk/).`;
      expect(copyErrors(legal, "ServicePageYaml", types)).toEqual([
        'faq[1].answer: "[](https://www.gov.uk/)" is a link with no words, which the page shows as nothing to tap: write the words between the square brackets, as in [words that say where it leads](https://www.gov.uk/), or delete the link',
      ]);
    });

    it("leaves a star between spaces or after a word, and emphasis closed, alone", () => {
      const purpose = testContentYaml<Purpose>("purpose.yaml");
      purpose.principle.text = "Fees* apply, 5 * 3 is 15, and *clarity* matters.";
      expect(copyErrors(purpose, "PurposeYaml", types)).toEqual([]);
    });
  });

  it("names a missing field and what was expected", () => {
    const page = home();
    delete page.hero.intro;
    expect(copyErrors(page, "PageHomeYaml", types)).toEqual(["hero.intro is missing (expected text)"]);
  });

  it("names a misspelled field and lists the fields that exist there", () => {
    const page = home();
    page.founder = { kicker: "Meet the founder", titel: "Advice" };
    expect(copyErrors(page, "PageHomeYaml", types)).toEqual([
      "founder.title is missing (expected text)",
      'founder.titel is not a field here (did you mean "title"? expected one of: kicker, title, intro)',
    ]);
  });

  it("names a date YAML read as a date because it has no quotes, and says to quote it", () => {
    const page = home();
    page.hero.intro = (yaml.load("d: 2026-11-26") as { d: unknown }).d;
    expect(copyErrors(page, "PageHomeYaml", types)).toEqual([
      'hero.intro: expected text, found a date written without quotes (2026-11-26): put it in double quotes, "2026-11-26"',
    ]);
  });

  it("names an item of a list by its number, and a value of the wrong kind", () => {
    const page = home();
    (page.hero.claims as Array<Record<string, unknown>>)[1] = { value: "8+", text: ["years"] };
    (page as Record<string, unknown>).services = "What we do";
    expect(copyErrors(page, "PageHomeYaml", types)).toEqual([
      "hero.claims[2].text: expected text, found a list",
      'services: expected a group of fields (kicker, title, intro), found text "What we do"',
    ]);
  });
});

// The fourth CMS trial added a seventh card under "Six core activities": the build now names it.
describe("a heading that counts the items under it", () => {
  it("stops the build when the items no longer match, naming the field", () => {
    const file = path.join(CONTENT, "service-pages/fractional-cfo.yaml");
    const page = yaml.load(fs.readFileSync(file, "utf8")) as { sections: Array<Record<string, unknown>> };
    const index = page.sections.findIndex((section) => section.title === "Six core activities");
    expect(index).toBeGreaterThanOrEqual(0);
    const cards = page.sections[index].items as unknown[];
    expect(cards).toHaveLength(6);
    const sections = page.sections.map((section, i) =>
      i === index
        ? { ...section, items: [...cards, { title: "Board packs", text: "Prepared each quarter." }] }
        : section,
    );
    expect(copyErrors({ ...page, sections }, "ServicePageYaml", types)).toEqual([
      `sections[${index + 1}].title says "Six core activities" above 7 items: write the number of items, or a heading without a number`,
    ]);
  });
});
