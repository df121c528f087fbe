// @vitest-environment jsdom
import { afterEach, describe, expect, it } from "vitest";
import { cleanup, render, screen } from "@testing-library/react";
import { TeamLogoImage } from "./team-logo-image";

afterEach(cleanup);

describe("TeamLogoImage", () => {
  it("draws a catalogue team's logo from the sprite, hidden from assistive technology beside its name", () => {
    const { container } = render(<TeamLogoImage src="/api/teams/logos/1014.svg" className="h-5 w-5" />);
    const svg = container.querySelector("svg")!;
    expect(svg.getAttribute("aria-hidden")).toBe("true");
    expect(svg.getAttribute("class")).toBe("h-5 w-5");
    expect(svg.querySelector("use")!.getAttribute("href")).toBe("/api/teams/logo-sprites/1.svg#t1014");
    expect(container.querySelector("img")).toBeNull();
  });

  it("names the logo when asked", () => {
    render(<TeamLogoImage src="/api/teams/logos/2007.svg" label="Los Angeles Lakers logo" />);
    expect(screen.getByRole("img", { name: "Los Angeles Lakers logo" }).tagName.toLowerCase()).toBe("svg");
  });

  it("keeps any other picture (a badge outside the catalogue) an image", () => {
    const { container } = render(<TeamLogoImage src="/api/teams/badges/RD32.svg" className="h-8 w-8" />);
    const img = container.querySelector("img")!;
    expect(img.getAttribute("src")).toBe("/api/teams/badges/RD32.svg");
    expect(img.getAttribute("alt")).toBe("");
    expect(container.querySelector("svg")).toBeNull();
  });
});
