/** A fetch stand-in answering like Formspree's AJAX API. */
export function providerResponse(status: number, body: unknown = status === 200 ? { ok: true } : {}) {
  return Promise.resolve({ ok: status >= 200 && status < 300, status, json: () => Promise.resolve(body) } as Response);
}

export function mockFetch(...answers: Array<() => Promise<Response>>) {
  const fetchMock = jest.fn();
  for (const answer of answers) fetchMock.mockImplementationOnce(answer);
  globalThis.fetch = fetchMock as unknown as typeof fetch;
  return fetchMock;
}

/** The JSON body of the n-th request the mocked fetch received. */
export function sentBody(fetchMock: jest.Mock, n = 0): Record<string, unknown> {
  return JSON.parse(String((fetchMock.mock.calls[n][1] as RequestInit).body));
}

/** A fetch that never answers, failing only when its request is aborted (the form's time limit). */
export function hangingFetch() {
  return mockFetch(
    () =>
      new Promise<Response>((_resolve, reject) => {
        const signal = (globalThis.fetch as jest.Mock).mock.calls[0][1].signal as AbortSignal;
        signal.addEventListener("abort", () => reject(new DOMException("aborted", "AbortError")));
      }),
  );
}
