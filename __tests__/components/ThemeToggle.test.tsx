import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { ThemeToggle } from "../../src/components/ThemeToggle";
import { parseThemeMode, resolveScheme } from "../../src/styles/themeMode";
import { THEME_INIT_SCRIPT } from "../../src/lib/headScripts";
import { testUiCopy } from "../helpers/site";

const root = document.documentElement;

function renderToggle() {
  return render(<ThemeToggle />);
}

function mockPrefersDark(dark: boolean) {
  (window.matchMedia as jest.Mock).mockImplementation((query: string) => ({
    matches: dark && query.includes("dark"),
    media: query,
    addEventListener: jest.fn(),
    removeEventListener: jest.fn(),
  }));
}

describe("theme choice", () => {
  beforeEach(() => {
    delete root.dataset.theme;
    delete root.dataset.themeMode;
    root.style.colorScheme = "";
    mockPrefersDark(false);
  });

  // The visitor trial: on a device in light, the first press ("Switch to light theme") showed no
  // change. Each press from the device's own theme now shows the other one first.
  it("cycles from the device's theme to the other, then back to it, then to the device's; remembers a light or dark choice, forgets it on system, and applies it with color-scheme", async () => {
    const user = userEvent.setup();
    renderToggle();
    const button = screen.getByRole("button", { name: /theme: system/i });
    expect(root.dataset.theme).toBe("light");

    await user.click(button);
    expect(button).toHaveAccessibleName(/theme: dark/i);
    expect(localStorage.getItem("theme")).toBe("dark");
    expect(root.dataset.theme).toBe("dark");
    expect(root.style.colorScheme).toBe("dark");

    await user.click(button);
    expect(button).toHaveAccessibleName(/theme: light/i);
    expect(localStorage.getItem("theme")).toBe("light");
    expect(root.dataset.theme).toBe("light");

    // Back to the device's theme, the default: nothing is kept (the visitor's way to object to
    // the note, which the Privacy Policy describes).
    await user.click(button);
    expect(button).toHaveAccessibleName(/theme: system/i);
    expect(localStorage.getItem("theme")).toBeNull();
    expect(root.dataset.theme).toBe("light");
  });

  it("on a device in dark, goes to light first, then dark, then the device's", async () => {
    mockPrefersDark(true);
    const user = userEvent.setup();
    renderToggle();
    const button = screen.getByRole("button", { name: /theme: system/i });
    expect(root.dataset.theme).toBe("dark");
    const seen: Array<string | undefined> = [];
    for (let i = 0; i < 3; i += 1) {
      await user.click(button);
      seen.push(`${root.dataset.themeMode} ${root.dataset.theme}`);
    }
    expect(seen).toEqual(["light light", "dark dark", "system dark"]);
  });

  it("follows the system preference in system mode", () => {
    mockPrefersDark(true);
    renderToggle();
    expect(root.dataset.theme).toBe("dark");
    expect(root.dataset.themeMode).toBe("system");
  });

  it("restores a remembered choice without passing through another theme", () => {
    localStorage.setItem("theme", "dark");
    const seen: string[] = [];
    const observer = new MutationObserver(() => seen.push(root.dataset.theme ?? ""));
    observer.observe(root, { attributes: true, attributeFilter: ["data-theme"] });
    new Function(THEME_INIT_SCRIPT)(); // what the head script did before paint
    renderToggle();
    return Promise.resolve().then(() => {
      observer.disconnect();
      // Any change of the attribute on the way was to dark (none at all is fine), and dark it is.
      expect(seen.filter((value) => value !== "dark")).toEqual([]);
      expect(root.dataset.theme).toBe("dark");
      expect(screen.getByRole("button")).toHaveAccessibleName(/theme: dark/i);
    });
  });

  it("the head script applies the stored theme before React runs", () => {
    localStorage.setItem("theme", "dark");
    new Function(THEME_INIT_SCRIPT)();
    expect(root.dataset.theme).toBe("dark");
    expect(root.style.colorScheme).toBe("dark");

    localStorage.setItem("theme", "nonsense");
    mockPrefersDark(true);
    new Function(THEME_INIT_SCRIPT)();
    expect(root.dataset.themeMode).toBe("system");
    expect(root.dataset.theme).toBe("dark");
  });

  it("the head script survives blocked storage", () => {
    const get = jest.spyOn(Storage.prototype, "getItem").mockImplementation(() => {
      throw new Error("blocked");
    });
    expect(() => new Function(THEME_INIT_SCRIPT)()).not.toThrow();
    expect(root.dataset.theme).toBe("light");
    get.mockRestore();
  });

  it("parses and resolves modes", () => {
    expect(parseThemeMode("dark")).toBe("dark");
    expect(parseThemeMode(null)).toBe("system");
    expect(parseThemeMode("blue")).toBe("system");
    expect(resolveScheme("system", true)).toBe("dark");
    expect(resolveScheme("light", true)).toBe("light");
  });

  it("names the current theme and the one a press switches to, in the words of content/ui.yaml", async () => {
    const user = userEvent.setup();
    const { labels } = testUiCopy();
    const { light, dark, system } = labels.themeModes;
    const current = (mode: string) => labels.theme.replace("{mode}", mode);
    const switchTo = (mode: string) => labels.themeSwitch.replace("{mode}", mode.toLowerCase());
    renderToggle();
    const button = screen.getByRole("button");
    expect(button).toHaveAttribute("type", "button");
    for (const [mode, next] of [
      [system, dark],
      [dark, light],
      [light, system],
    ]) {
      expect(button).toHaveAccessibleName(`${current(mode)}. ${switchTo(next)}`);
      expect(button).toHaveAttribute("title", current(mode));
      await user.click(button);
    }
    expect(button.querySelector("svg")).toHaveAttribute("aria-hidden", "true");
  });
});
