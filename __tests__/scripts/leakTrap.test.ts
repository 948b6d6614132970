/**
 * @jest-environment node
 */
import net from "node:net";
import { startLeakTrap } from "../../scripts/leak-trap.mjs";

type Trap = Awaited<ReturnType<typeof startLeakTrap>>;

/** Sends `request` to the trap and gives back the open socket and the trap's first answer. */
function ask(trap: Trap, request: string): Promise<{ socket: net.Socket; answer: string }> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(trap.port, "127.0.0.1", () => socket.write(request));
    socket.once("data", (data) => resolve({ socket, answer: data.toString() }));
    socket.once("error", reject);
  });
}

let trap: Trap;
beforeEach(async () => {
  trap = await startLeakTrap();
});
afterEach(async () => {
  await trap.close();
});

it("refuses a tunnel with 403 and remembers where it was going", async () => {
  const { socket, answer } = await ask(
    trap,
    "CONNECT accounts.google.com:443 HTTP/1.1\r\nHost: accounts.google.com:443\r\n\r\n",
  );
  expect(answer).toMatch(/^HTTP\/1\.1 403/);
  expect(trap.seen).toEqual(["https://accounts.google.com:443"]);
  socket.destroy();
});

it("refuses a plain request with 403 and remembers its address", async () => {
  const { socket, answer } = await ask(trap, "GET http://example.com/x HTTP/1.1\r\nHost: example.com\r\n\r\n");
  expect(answer).toMatch(/^HTTP\/1\.1 403/);
  expect(trap.seen).toEqual(["http://example.com/x"]);
  socket.destroy();
});

// Chromium resets its pending tunnels when Lighthouse closes it; on a loaded machine the
// reset can reach a tunnel the trap has answered but not yet seen closed.
it("keeps running when the browser resets a refused tunnel", async () => {
  const closed = new Promise<void>((resolve) => {
    trap.server.once("connect", (_request, socket) => socket.once("close", () => resolve()));
  });
  const { socket } = await ask(
    trap,
    "CONNECT update.googleapis.com:443 HTTP/1.1\r\nHost: update.googleapis.com:443\r\n\r\n",
  );
  socket.resetAndDestroy();
  await closed;
  const again = await ask(trap, "CONNECT example.com:443 HTTP/1.1\r\nHost: example.com:443\r\n\r\n");
  expect(again.answer).toMatch(/^HTTP\/1\.1 403/);
  again.socket.destroy();
});
