import fs from "fs";
import path from "path";
import yaml from "js-yaml";
import { podcastLinkProblems } from "../../src/rules/wrongPages";

const media = () =>
  yaml.load(fs.readFileSync(path.join(__dirname, "../../content/media.yaml"), "utf8")) as {
    podcasts: { podcastName: string; links: { spotify: string; youtube: string } }[];
  };

describe("a podcast's links, each shown under its platform's name", () => {
  it("accepts the site's own media file", () => {
    expect(podcastLinkProblems(media())).toEqual([]);
  });

  it("names a link pasted into the other platform's field, which the page would offer as 'Listen on Spotify'", () => {
    const file = media();
    const [first] = file.podcasts;
    first.links = { spotify: "https://www.youtube.com/watch?v=abc", youtube: "https://youtu.be/abc" };
    expect(podcastLinkProblems(file)).toEqual([
      `content/media.yaml, podcast 1 ("${first.podcastName}"): field "links.spotify" must be an address on spotify.com (the page offers it as the Spotify link), found "https://www.youtube.com/watch?v=abc"`,
    ]);
    first.links = { spotify: "https://open.spotify.com/episode/1", youtube: "https://open.spotify.com/episode/1" };
    expect(podcastLinkProblems(file)).toEqual([
      `content/media.yaml, podcast 1 ("${first.podcastName}"): field "links.youtube" must be an address on youtube.com or youtu.be (the page offers it as the YouTube link), found "https://open.spotify.com/episode/1"`,
    ]);
  });

  it("leaves a file it cannot read as a list of podcasts to the type checks", () => {
    expect(podcastLinkProblems(null)).toEqual([]);
    expect(podcastLinkProblems({ podcasts: "none" })).toEqual([]);
  });
});
