// The limit of this machine for the benchmark: a bare node:http server answering fixed bytes to every request.
// Started by scripts/bench.mjs with fork(); gets { body (base64), headers } over IPC, answers { port }.
import http from 'node:http';

process.once('message', ({ body, headers }) => {
  const bytes = Buffer.from(body, 'base64');
  const head = { ...headers, 'content-length': String(bytes.length) };
  const server = http.createServer((req, res) => {
    res.writeHead(200, head);
    res.end(bytes);
  });
  server.keepAliveTimeout = 60_000;
  server.listen(0, '127.0.0.1', () => process.send({ port: server.address().port }));
  process.on('SIGTERM', () => server.close(() => process.exit(0)));
  process.on('disconnect', () => process.exit(0));
});
