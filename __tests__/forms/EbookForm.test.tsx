import { act, cleanup, render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { renderToString } from "react-dom/server";
import { EbookForm } from "../../src/components/EbookForm";
import { LABELS } from "../../src/rules/labels";
import type { FormCopy } from "../../src/hooks/useFormCopy";
import { toast } from "../../src/lib/toast";
import { hangingFetch, mockFetch, providerResponse, sentBody } from "../helpers/forms";
import { testContentYaml } from "../helpers/site";
import { escapeRegExp } from "../../src/rules/text";

jest.mock("../../src/lib/toast", () => ({ toast: jest.fn() }));
const toastMock = toast as jest.Mock;
const copy = testContentYaml<FormCopy>("forms.yaml");
const ENDPOINT = "https://formspree.io/f/ebook";
const PDF = "/downloads/Tax-Strategies-for-Global-Citizens.pdf";

// Downloads are started by clicking a link made for the purpose; record those clicks.
const downloads: Array<{ href: string; download: string }> = [];
beforeEach(() => {
  toastMock.mockReset();
  downloads.length = 0;
  jest.spyOn(HTMLAnchorElement.prototype, "click").mockImplementation(function (this: HTMLAnchorElement) {
    downloads.push({ href: this.getAttribute("href") ?? "", download: this.download });
  });
});
afterEach(() => jest.restoreAllMocks());

function renderForm() {
  render(<EbookForm endpoint={ENDPOINT} downloadUrl={PDF} copy={copy} />);
  return {
    name: screen.getByLabelText(LABELS.ebook.name) as HTMLInputElement,
    email: screen.getByLabelText(LABELS.ebook.email) as HTMLInputElement,
    consent: screen.getByLabelText(LABELS.ebook.consent) as HTMLInputElement,
    button: () =>
      screen.getByRole("button", {
        name: new RegExp(`${escapeRegExp(LABELS.ebook.submit)}|${escapeRegExp(LABELS.sending)}`, "i"),
      }),
  };
}

async function fill(f: ReturnType<typeof renderForm>, { consent = true } = {}) {
  const user = userEvent.setup();
  // Pasted, not typed key by key: see fillAndSend in ContactForm.test.tsx.
  for (const [field, value] of [
    [f.name, "Ana"],
    [f.email, "ana@example.com"],
  ] as const) {
    await user.click(field);
    await user.paste(value);
  }
  if (consent) await user.click(f.consent);
  return user;
}

describe("EbookForm", () => {
  it("starts empty and unticked, with the spec's labels, button and privacy note", () => {
    const f = renderForm();
    expect(f.name.value).toBe("");
    expect(f.name).not.toBeRequired();
    expect(f.email).toBeRequired();
    expect(f.email).toHaveAttribute("type", "email");
    expect(f.consent).not.toBeChecked();
    expect(f.button()).toHaveTextContent(LABELS.ebook.submit);
    expect(screen.getByText(LABELS.ebook.privacy)).toBeInTheDocument();
  });

  it("without consent shows the spec's message and sends nothing", async () => {
    const fetchMock = mockFetch(() => providerResponse(200));
    const f = renderForm();
    const user = await fill(f, { consent: false });
    await user.click(f.button());
    expect(toastMock).toHaveBeenCalledWith(LABELS.ebook.consentRequired, "error");
    expect(fetchMock).not.toHaveBeenCalled();
    expect(downloads).toHaveLength(0);
    // The toast leaves after 4 s: the box says it too, and has the focus (the visitor trial).
    expect(f.consent).toHaveFocus();
    expect(f.consent).toHaveAttribute("aria-invalid", "true");
    expect(f.consent).toHaveAccessibleDescription(LABELS.ebook.consentRequired);
    await user.click(f.consent);
    expect(f.consent).not.toHaveAttribute("aria-invalid");
    expect(screen.queryByText(LABELS.ebook.consentRequired)).not.toBeInTheDocument();
  });

  it("is busy while sending, then on success toasts, resets to its defaults and downloads the PDF", async () => {
    let answer: (r: Response) => void = () => undefined;
    const fetchMock = mockFetch(() => new Promise<Response>((resolve) => (answer = resolve)));
    const f = renderForm();
    const user = await fill(f);
    await user.click(f.button());
    expect(f.button()).toHaveTextContent(LABELS.sending);
    expect(f.button()).toBeDisabled();
    expect(sentBody(fetchMock)).toEqual({ name: "Ana", email: "ana@example.com", consent: true });

    await act(async () => answer(await providerResponse(200)));
    expect(toastMock).toHaveBeenCalledWith(LABELS.ebook.success, "success");
    expect(f.button()).toHaveTextContent(LABELS.ebook.submit);
    expect(f.button()).toBeEnabled();
    expect([f.name.value, f.email.value, f.consent.checked]).toEqual(["", "", false]);
    expect(downloads).toEqual([{ href: PDF, download: LABELS.ebook.fileName }]);
  });

  it.each([
    ["a server error", () => providerResponse(500), LABELS.ebook.failed],
    [
      "a validation refusal",
      () => providerResponse(422, { errors: [{ field: "email", code: "TYPE_EMAIL", message: "should be an email" }] }),
      LABELS.ebook.failed,
    ],
    ["a dropped connection", () => Promise.reject(new TypeError("Failed to fetch")), LABELS.ebook.network],
  ])("after %s says so, keeps the values, starts no download and is idle again", async (_label, answer, message) => {
    mockFetch(answer);
    const f = renderForm();
    const user = await fill(f);
    await user.click(f.button());
    await waitFor(() => expect(toastMock).toHaveBeenCalledWith(message, "error"));
    expect([f.name.value, f.email.value, f.consent.checked]).toEqual(["Ana", "ana@example.com", true]);
    expect(downloads).toHaveLength(0);
    expect(f.button()).toBeEnabled();
    expect(f.button()).toHaveTextContent(LABELS.ebook.submit);
  });

  it("shows the provider's field error beside the email field", async () => {
    mockFetch(() =>
      providerResponse(422, { errors: [{ field: "email", code: "TYPE_EMAIL", message: "should be an email" }] }),
    );
    const f = renderForm();
    const user = await fill(f);
    await user.click(f.button());
    await waitFor(() => expect(f.email).toHaveAccessibleDescription("should be an email"));
  });

  it("treats a timeout as a network failure", async () => {
    jest.useFakeTimers({ advanceTimers: true });
    try {
      hangingFetch();
      const f = renderForm();
      const user = await fill(f);
      await user.click(f.button());
      await act(async () => {
        jest.advanceTimersByTime(15000);
      });
      await waitFor(() => expect(toastMock).toHaveBeenCalledWith(LABELS.ebook.network, "error"));
      expect(f.email.value).toBe("ana@example.com");
    } finally {
      jest.useRealTimers();
    }
  });

  it("asks the browser to require consent only until JavaScript takes over", () => {
    // The server HTML (what a visitor without JavaScript gets) lets the browser insist on consent.
    const host = document.createElement("div");
    host.innerHTML = renderToString(<EbookForm endpoint={ENDPOINT} downloadUrl={PDF} copy={copy} />);
    expect(host.querySelector('input[name="consent"]')).toBeRequired();
    // Once mounted, the spec's toast handles missing consent instead.
    expect(renderForm().consent).not.toBeRequired();
  });

  it("keeps the name, address and tick when the visitor leaves the page and comes back", async () => {
    await fill(renderForm());
    cleanup();
    const f = renderForm();
    expect([f.name.value, f.email.value, f.consent.checked]).toEqual(["Ana", "ana@example.com", true]);
  });
});
