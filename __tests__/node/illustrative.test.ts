/** @jest-environment node */
import fs from "fs";
import os from "os";
import path from "path";
import yaml from "js-yaml";
import { ILLUSTRATIVE_MATERIAL, illustrativeVerdict } from "../../src/node/illustrative/illustrative";
import { samplesLeft } from "../../src/node/illustrative/samples";
import { deployReport } from "../../src/node/preBootstrap";
import { testSiteMetadata } from "../helpers/site";

const root = path.join(__dirname, "../..");
const site = yaml.load(fs.readFileSync(path.join(root, "content/site.yaml"), "utf8")) as { illustrative?: unknown };

describe("illustrative material", () => {
  it("stops a production deploy with the list of what to replace", () => {
    const verdict = illustrativeVerdict(true, "production");
    expect(verdict.level).toBe("fail");
    for (const item of ILLUSTRATIVE_MATERIAL) expect(verdict.level !== "none" && verdict.message).toContain(item);
  });

  it.each([undefined, "deploy-preview", "branch-deploy"])("only warns in context %s", (context) => {
    expect(illustrativeVerdict(true, context).level).toBe("warn");
  });

  it("says nothing once the founder sets it to false", () => {
    expect(illustrativeVerdict(false, "production")).toEqual({ level: "none" });
  });

  it("treats a missing flag as illustrative, so forgetting it cannot publish invented quotes", () => {
    expect(illustrativeVerdict(undefined, "production").level).toBe("fail");
  });

  it("is read from content/site.yaml by the build's checks: a stop in production, a warning elsewhere", () => {
    const said = (illustrative: boolean, context: string | undefined) => {
      const { warnings, stop } = deployReport(testSiteMetadata({ illustrative }), context);
      return { warned: warnings.join("\n"), stopped: stop ?? "" };
    };
    expect(said(true, "production").stopped).toContain("content/testimonials.yaml");
    expect(said(true, "production").warned).toBe("");
    expect(said(true, undefined).stopped).toBe("");
    expect(said(true, undefined).warned).toContain("illustrative: true");
    expect(said(false, "production").stopped).not.toContain("illustrative");
    expect(said(false, undefined).warned).not.toContain("illustrative");
  });

  it("while the site is illustrative, every file on the list says so at its top", () => {
    for (const item of ILLUSTRATIVE_MATERIAL) {
      const file = item.split(/[: ]/)[0];
      const marked = fs.readFileSync(path.join(root, file), "utf8").startsWith("# ILLUSTRATIVE:");
      expect({ file, marked: marked || site.illustrative === false }).toEqual({ file, marked: true });
    }
  });
});

// Fourth trial of founder mistakes: illustrative: false with the invented quotes, logos, podcast
// and generated team pictures all still in place built, in production too, and showed them as
// real, without the note that they are examples.
describe("the sample material, once the site says it is gone", () => {
  it("finds every sample the site ships with, one line per entry naming its file", () => {
    const left = samplesLeft(root);
    const count = (file: string) => left.filter((line) => line.startsWith(`${file}, `)).length;
    const entries = (file: string) => (yaml.load(fs.readFileSync(path.join(root, file), "utf8")) as unknown[]).length;
    expect(count("content/testimonials.yaml")).toBe(entries("content/testimonials.yaml"));
    expect(count("content/logos.yaml")).toBe(entries("content/logos.yaml"));
    expect(count("content/team.yaml")).toBe(entries("content/team.yaml"));
    expect(count("content/media.yaml")).toBe(2);
    expect(left).toContain('content/testimonials.yaml, entry 1: "Daniel K.", Digital Nomad: an invented client');
    expect(left).toContain("content/logos.yaml, entry 1: ./images/logos/altavo.svg, the mark of an invented company");
    expect(left).toContain("content/team.yaml, entry 1: ./images/team/founder.png, generated artwork");
    expect(left).toContain('content/media.yaml, podcasts entry 1: "The Remote Founder Sessions", a fictional podcast');
  });

  it("stops every build, not only production, naming what is left, while illustrative is false", () => {
    const left = ['content/testimonials.yaml, entry 1: "Daniel K.", Digital Nomad: an invented client'];
    for (const context of ["production", "deploy-preview", undefined]) {
      // In production the business details still to be supplied stop it too, listed after.
      const { stop } = deployReport(testSiteMetadata({ illustrative: false }), context, left);
      expect(stop?.split("\n\n")[0]).toBe(
        `content/site.yaml has illustrative: false, but sample material is still in place, and the site would show it as real, without the note that it is an example:\n  - ${left[0]}\nReplace each with your own (or delete it), or set illustrative: true until you have.`,
      );
    }
    // While the site says it is illustrative, the samples carry their notes: the usual warning.
    expect(deployReport(testSiteMetadata({ illustrative: true }), undefined, left).stop).toBeNull();
  });

  // The fourth CMS trial: renaming "Priya S." to "Priya Sharma" and keeping the invented quote
  // let it pass as real. A quote is the invented one while it keeps six words in a row of it.
  it("still finds an invented quote under another client's name, or with a few words changed", () => {
    const copy = fs.mkdtempSync(path.join(os.tmpdir(), "samples-"));
    try {
      fs.cpSync(path.join(root, "content"), path.join(copy, "content"), { recursive: true });
      const file = path.join(copy, "content/testimonials.yaml");
      const [first, second, ...rest] = yaml.load(fs.readFileSync(file, "utf8")) as Record<string, string>[];
      const edited = {
        author: "Daniel Keller",
        title: "Founder, Keller Studio",
        quote: first.quote.replace("three years", "four years").replace("a bank", "my bank"),
      };
      fs.writeFileSync(file, yaml.dump([edited, { ...second, author: "Priya Sharma" }, ...rest]));
      const left = samplesLeft(copy).filter((line) => line.startsWith("content/testimonials.yaml, entry "));
      expect(left.slice(0, 2)).toEqual([
        `content/testimonials.yaml, entry 1: "Daniel Keller", Founder, Keller Studio: the quote of an invented client ("${first.quote.slice(0, 40)}...")`,
        `content/testimonials.yaml, entry 2: "Priya Sharma", ${second.title}: the quote of an invented client ("${second.quote.slice(0, 40)}...")`,
      ]);
    } finally {
      fs.rmSync(copy, { recursive: true, force: true });
    }
  });

  it("lets a sample go when it is replaced: a real quote, a logo file of the founder's own, a new podcast", () => {
    const copy = fs.mkdtempSync(path.join(os.tmpdir(), "samples-"));
    try {
      fs.cpSync(path.join(root, "content"), path.join(copy, "content"), { recursive: true });
      const file = path.join(copy, "content/testimonials.yaml");
      const [, ...rest] = yaml.load(fs.readFileSync(file, "utf8")) as Record<string, string>[];
      fs.writeFileSync(file, yaml.dump([{ quote: "Clear advice.", author: "Ana P.", title: "Designer" }, ...rest]));
      // The same logo file under another name is still the sample; other bytes are the founder's.
      fs.renameSync(
        path.join(copy, "content/images/logos/altavo.svg"),
        path.join(copy, "content/images/logos/mine.svg"),
      );
      const logos = path.join(copy, "content/logos.yaml");
      fs.writeFileSync(
        logos,
        fs.readFileSync(logos, "utf8").replace("altavo.svg\n  alt: Altavo logo", "mine.svg\n  alt: Mine logo"),
      );
      const left = samplesLeft(copy);
      expect(left.filter((line) => line.startsWith("content/testimonials.yaml, entry 1:"))).toEqual([]);
      expect(left).toContain("content/logos.yaml, entry 1: ./images/logos/mine.svg, the mark of an invented company");
      fs.writeFileSync(path.join(copy, "content/images/logos/mine.svg"), '<svg xmlns="http://www.w3.org/2000/svg"/>');
      expect(samplesLeft(copy).filter((line) => line.startsWith("content/logos.yaml, entry 1:"))).toEqual([]);
    } finally {
      fs.rmSync(copy, { recursive: true, force: true });
    }
  });
});
