import { act, cleanup, render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { ContactForm, EMPTY_CONTACT } from "../../src/components/ContactForm";
import { HONEYPOT_FIELD } from "../../src/components/Honeypot";
import { LABELS } from "../../src/rules/labels";
import type { FormCopy } from "../../src/hooks/useFormCopy";
import { toast } from "../../src/lib/toast";
import { mockFetch, providerResponse, sentBody } from "../helpers/forms";
import { testContentYaml } from "../helpers/site";

jest.mock("../../src/lib/toast", () => ({ toast: jest.fn() }));
const toastMock = toast as jest.Mock;
const copy = testContentYaml<FormCopy>("forms.yaml");
const ENDPOINT = "https://formspree.io/f/contact";
const TYPED = {
  name: "Ana Souza",
  email: "ana@example.com",
  subject: "Moving to Portugal",
  message: "Line one.\nLine two.",
};

function renderForm() {
  render(<ContactForm endpoint={ENDPOINT} copy={copy} />);
  return {
    name: screen.getByLabelText(LABELS.contact.name) as HTMLInputElement,
    email: screen.getByLabelText(LABELS.contact.email) as HTMLInputElement,
    subject: screen.getByLabelText(LABELS.contact.subject) as HTMLInputElement,
    message: screen.getByLabelText(LABELS.contact.message) as HTMLTextAreaElement,
    button: screen.getByRole("button", { name: LABELS.contact.submit }),
  };
}

// Each value goes in as one paste: typing it key by key costs a render per character, which
// on a busy machine took these tests past Jest's time limit, and the keys a timed-out test was
// still typing then landed in the next test's fields. Fast typing is checked in a real
// browser (__tests__/e2e/forms.test.ts).
async function fillAndSend(fields: ReturnType<typeof renderForm>, values = TYPED) {
  const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
  for (const name of ["name", "email", "subject", "message"] as const) {
    await user.click(fields[name]);
    await user.paste(values[name]);
  }
  await user.click(fields.button);
  return user;
}

const valuesOf = (f: ReturnType<typeof renderForm>) => ({
  name: f.name.value,
  email: f.email.value,
  subject: f.subject.value,
  message: f.message.value,
});

const errorToasts = () => toastMock.mock.calls.filter(([, variant]) => variant === "error");

// Jest's clock: waitFor then waits in steps of that clock, not of the machine's (its time limit
// is no longer wall-clock time a busy machine can run out of), and the form's 15 s limit never
// runs out by itself.
beforeEach(() => {
  toastMock.mockReset();
  jest.useFakeTimers();
});
afterEach(() => jest.useRealTimers());

describe("ContactForm", () => {
  it("has the spec's fields: all required, email typed, subject placeholder, five-row message, native post", () => {
    const f = renderForm();
    for (const field of [f.name, f.email, f.subject, f.message]) expect(field).toBeRequired();
    expect(f.email).toHaveAttribute("type", "email");
    expect(f.subject).toHaveAttribute("placeholder", LABELS.contact.subjectPlaceholder);
    expect(f.message).toHaveAttribute("rows", "5");
    const form = f.button.closest("form") as HTMLFormElement;
    expect(form).toHaveAttribute("action", ENDPOINT);
    expect(form).toHaveAttribute("method", "POST");
  });

  it("shows 'Message sent!' at once, before the provider answers, and keeps its button label", async () => {
    let answer: (r: Response) => void = () => undefined;
    mockFetch(() => new Promise<Response>((resolve) => (answer = resolve)));
    const f = renderForm();
    await fillAndSend(f);
    expect(toastMock).toHaveBeenCalledTimes(1);
    const [message, variant] = toastMock.mock.calls[0];
    expect(variant).toBe("success");
    render(<>{message}</>);
    expect(screen.getByText(LABELS.contact.sentTitle)).toBeInTheDocument();
    expect(screen.getByText(LABELS.contact.sentText)).toBeInTheDocument();
    expect(f.button).toHaveTextContent(LABELS.contact.submit);
    expect(f.button).toBeEnabled();
    expect(valuesOf(f)).toEqual(TYPED);
    await act(async () => answer(await providerResponse(200)));
  });

  it("sends the four trimmed fields as JSON and clears the form once the provider confirms", async () => {
    const fetchMock = mockFetch(() => providerResponse(200));
    const f = renderForm();
    await fillAndSend(f, { ...TYPED, name: "  Ana Souza  " });
    await waitFor(() => expect(f.name.value).toBe(""));
    expect(sentBody(fetchMock)).toEqual(TYPED);
    expect(valuesOf(f)).toEqual({ name: "", email: "", subject: "", message: "" });
    expect(errorToasts()).toHaveLength(0);
  });

  it.each([
    ["a server error", () => providerResponse(500)],
    ["a dropped connection", () => Promise.reject(new TypeError("Failed to fetch"))],
  ])(
    "after %s keeps every character, says the message was not delivered and offers to send again",
    async (_label, answer) => {
      const fetchMock = mockFetch(answer, () => providerResponse(200));
      const f = renderForm();
      const user = await fillAndSend(f);
      // What the page shows, not the toast call: React renders it after the call, in a task of its own.
      await waitFor(() => expect(screen.getByRole("alert")).toHaveTextContent(copy.contact.notDelivered));
      expect(errorToasts()).toHaveLength(1);
      expect(errorToasts()[0][0]).toBe(copy.contact.notDelivered);
      expect(valuesOf(f)).toEqual(TYPED);

      await user.click(screen.getByRole("button", { name: copy.contact.retry }));
      await waitFor(() => expect(f.name.value).toBe(""));
      expect(fetchMock).toHaveBeenCalledTimes(2);
      expect(sentBody(fetchMock, 1)).toEqual(TYPED);
    },
  );

  it("shows the provider's field error next to that field and keeps the values", async () => {
    mockFetch(() =>
      providerResponse(422, { errors: [{ field: "email", code: "TYPE_EMAIL", message: "should be an email" }] }),
    );
    const f = renderForm();
    await fillAndSend(f);
    await waitFor(() => expect(f.email).toHaveAttribute("aria-invalid", "true"));
    expect(f.email).toHaveAccessibleDescription("should be an email");
    expect(f.email).toHaveFocus();
    expect(valuesOf(f)).toEqual(TYPED);
    expect(errorToasts()).toHaveLength(1);
  });

  it("sends nothing twice while a message is on its way", async () => {
    let answer: (r: Response) => void = () => undefined;
    const fetchMock = mockFetch(() => new Promise<Response>((resolve) => (answer = resolve)));
    const f = renderForm();
    const user = await fillAndSend(f);
    await user.click(f.button);
    await user.click(f.button);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    await act(async () => answer(await providerResponse(200)));
  });

  it("sends nothing when the hidden honeypot is filled", async () => {
    const fetchMock = mockFetch(() => providerResponse(200));
    const f = renderForm();
    const trap = (f.button.closest("form") as HTMLFormElement).elements.namedItem(HONEYPOT_FIELD) as HTMLInputElement;
    trap.value = "spam";
    await fillAndSend(f);
    expect(fetchMock).not.toHaveBeenCalled();
    expect(toastMock).not.toHaveBeenCalled();
  });

  it("says which field is too long, with its limit, sends nothing and cuts nothing", async () => {
    const fetchMock = mockFetch(() => providerResponse(200));
    const f = renderForm();
    const long = "x".repeat(201);
    await fillAndSend(f, { ...TYPED, subject: long });
    expect(f.subject).toHaveAccessibleDescription(copy.fieldTooLong.replace("{max}", "200"));
    expect(f.subject.value).toBe(long);
    expect(f.subject).toHaveFocus();
    expect(fetchMock).not.toHaveBeenCalled();
    expect(toastMock).not.toHaveBeenCalled();
  });

  // A visitor who leaves a half-written message for another page of the site (the Privacy
  // Policy) and comes Back: the page's form is a new one then, as when Gatsby changes pages.
  it("keeps what was typed when the visitor leaves the page and comes back", async () => {
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    const first = renderForm();
    await user.click(first.message);
    await user.paste(TYPED.message);
    cleanup();
    expect(valuesOf(renderForm())).toEqual({ ...EMPTY_CONTACT, message: TYPED.message });
  });

  it("clears the draft once the provider confirms, even when the visitor has left meanwhile", async () => {
    let answer: (r: Response) => void = () => undefined;
    mockFetch(() => new Promise<Response>((resolve) => (answer = resolve)));
    await fillAndSend(renderForm());
    cleanup();
    await act(async () => answer(await providerResponse(200)));
    expect(valuesOf(renderForm())).toEqual(EMPTY_CONTACT);
  });

  it("keeps the draft when the message was not delivered after the visitor left", async () => {
    mockFetch(() => providerResponse(500));
    await fillAndSend(renderForm());
    cleanup();
    await act(async () => jest.runAllTimersAsync());
    expect(valuesOf(renderForm())).toEqual(TYPED);
  });
});
