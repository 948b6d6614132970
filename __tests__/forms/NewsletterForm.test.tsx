import { cleanup, render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { NewsletterForm } from "../../src/components/NewsletterForm";
import type { FormCopy } from "../../src/hooks/useFormCopy";
import { toast } from "../../src/lib/toast";
import { mockFetch, providerResponse, sentBody } from "../helpers/forms";
import { testContentYaml } from "../helpers/site";

jest.mock("../../src/lib/toast", () => ({ toast: jest.fn() }));
const toastMock = toast as jest.Mock;
const { newsletter } = testContentYaml<FormCopy>("forms.yaml");
const ENDPOINT = "https://formspree.io/f/news";

beforeEach(() => toastMock.mockReset());

async function subscribe(address = "ana@example.com") {
  render(<NewsletterForm endpoint={ENDPOINT} />);
  const input = screen.getByLabelText(newsletter.label) as HTMLInputElement;
  const user = userEvent.setup();
  // Pasted, not typed key by key: see fillAndSend in ContactForm.test.tsx.
  await user.click(input);
  await user.paste(address);
  await user.click(screen.getByRole("button", { name: newsletter.submit }));
  return input;
}

describe("NewsletterForm", () => {
  it("posts natively without JavaScript: one required email field named email", () => {
    render(<NewsletterForm endpoint={ENDPOINT} />);
    const input = screen.getByLabelText(newsletter.label);
    expect(input).toBeRequired();
    expect(input).toHaveAttribute("type", "email");
    expect(input).toHaveAttribute("name", "email");
    expect(input.closest("form")).toHaveAttribute("action", ENDPOINT);
  });

  it("sends the email with fetch, thanks the visitor and clears the box", async () => {
    const fetchMock = mockFetch(() => providerResponse(200));
    const input = await subscribe(" ana@example.com ");
    await waitFor(() => expect(toastMock).toHaveBeenCalledWith(newsletter.success, "success"));
    expect(sentBody(fetchMock)).toEqual({ email: "ana@example.com" });
    expect(input.value).toBe("");
  });

  it.each([
    ["a server error", () => providerResponse(500)],
    ["a dropped connection", () => Promise.reject(new TypeError("Failed to fetch"))],
  ])("after %s says so and keeps the address", async (_label, answer) => {
    mockFetch(answer);
    const input = await subscribe();
    await waitFor(() => expect(toastMock).toHaveBeenCalledWith(newsletter.failed, "error"));
    expect(input.value).toBe("ana@example.com");
  });

  it("shows the provider's message beside the field on a 422", async () => {
    mockFetch(() =>
      providerResponse(422, { errors: [{ field: "email", code: "TYPE_EMAIL", message: "should be an email" }] }),
    );
    const input = await subscribe();
    await waitFor(() => expect(input).toHaveAccessibleDescription("should be an email"));
    expect(input.value).toBe("ana@example.com");
  });

  // The footer's box is on every page: an address typed on one page is there on the next.
  it("keeps a typed address on the next page", async () => {
    render(<NewsletterForm endpoint={ENDPOINT} />);
    const user = userEvent.setup();
    await user.click(screen.getByLabelText(newsletter.label));
    await user.paste("ana@example.com");
    cleanup();
    render(<NewsletterForm endpoint={ENDPOINT} />);
    expect(screen.getByLabelText(newsletter.label)).toHaveValue("ana@example.com");
  });
});
