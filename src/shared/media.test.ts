import { describe, expect, it } from "vitest";
import { mediaKeyOfLink, ownImageOrNull } from "./media";

const KEY = "0f8fad5b-d9cb-469f-a165-70867728950e.webp";

describe("image links of this app", () => {
  it.each([`/api/media/${KEY}`, `https://fans.example/api/media/${KEY}`, `http://127.0.0.1:3000/api/media/${KEY}`])(
    "reads the key of %s",
    (link) => expect(mediaKeyOfLink(link)).toBe(KEY),
  );

  it.each([
    "https://tracker.example/pixel.gif",
    `//tracker.example/api/media/${KEY}`,
    `https://fans.example/api/media/${KEY}?u=1`,
    `https://fans.example/api/media/${KEY}#x`,
    `https://user:pw@fans.example/api/media/${KEY}`,
    `javascript:/api/media/${KEY}`,
    `/api/media/../media/${KEY}`,
    "/api/media/not-a-key.webp",
    `/api/media/${KEY.replace(".webp", ".svg")}`,
  ])("refuses %s", (link) => expect(mediaKeyOfLink(link)).toBeNull());

  it("shows only stored media paths", () => {
    expect(ownImageOrNull(`/api/media/${KEY}`)).toBe(`/api/media/${KEY}`);
    expect(ownImageOrNull("https://tracker.example/old.gif")).toBeNull();
    expect(ownImageOrNull(`https://fans.example/api/media/${KEY}`)).toBeNull();
    expect(ownImageOrNull(null)).toBeNull();
  });
});
