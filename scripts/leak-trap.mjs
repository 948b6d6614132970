// Where Chromium sends every request not bound for loopback during `npm run bench`
// (scripts/lighthouse-run.mjs): nothing leaves the machine, and the bench lists what tried to.
import http from "node:http";

/** A proxy that answers every request with 403 and remembers where it was going. */
export function startLeakTrap() {
  const seen = [];
  const server = http.createServer((req, res) => {
    seen.push(req.url);
    res.writeHead(403).end();
  });
  server.on("connect", (req, socket) => {
    seen.push(`https://${req.url}`);
    // Chromium resets the tunnels it still holds when it closes: nothing left to refuse.
    socket.on("error", () => socket.destroy());
    socket.end("HTTP/1.1 403 Forbidden\r\n\r\n");
  });
  return new Promise((resolve) => {
    server.listen(0, "127.0.0.1", () =>
      resolve({ seen, server, port: server.address().port, close: () => new Promise((done) => server.close(done)) }),
    );
  });
}
