import { submitForm } from "../../src/lib/submitForm";
import { hangingFetch, mockFetch, providerResponse, sentBody } from "../helpers/forms";

describe("submitForm (Formspree's AJAX protocol)", () => {
  it("posts JSON that asks for a JSON answer and reads 200 as ok", async () => {
    const fetchMock = mockFetch(() => providerResponse(200, { ok: true, next: "/thanks" }));
    await expect(submitForm("https://formspree.io/f/x", { email: "a@b.co" })).resolves.toEqual({ kind: "ok" });
    const [url, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    expect(url).toBe("https://formspree.io/f/x");
    expect(init.method).toBe("POST");
    expect(init.headers).toMatchObject({ "Content-Type": "application/json", Accept: "application/json" });
    expect(sentBody(fetchMock)).toEqual({ email: "a@b.co" });
  });

  it("turns a 422 into messages by field, and keeps a form-wide one", async () => {
    mockFetch(() =>
      providerResponse(422, {
        error: "Validation errors",
        errors: [
          { field: "email", code: "TYPE_EMAIL", message: "should be an email" },
          { code: "EMPTY", message: "form is empty" },
        ],
      }),
    );
    await expect(submitForm("https://p/f", {})).resolves.toEqual({
      kind: "invalid",
      fieldErrors: { email: "should be an email" },
      formError: "form is empty",
    });
  });

  it("reports a server error with its status", async () => {
    mockFetch(() => providerResponse(500, { error: "boom" }));
    await expect(submitForm("https://p/f", {})).resolves.toEqual({ kind: "error", status: 500 });
  });

  it("reports a dropped connection as a network failure", async () => {
    mockFetch(() => Promise.reject(new TypeError("Failed to fetch")));
    await expect(submitForm("https://p/f", {})).resolves.toEqual({ kind: "network" });
  });

  it("gives up after the time limit and says so", async () => {
    jest.useFakeTimers();
    try {
      hangingFetch();
      const result = submitForm("https://p/f", {}, { timeoutMs: 15000 });
      jest.advanceTimersByTime(15000);
      await expect(result).resolves.toEqual({ kind: "timeout" });
    } finally {
      jest.useRealTimers();
    }
  });
});
