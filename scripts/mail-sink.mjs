#!/usr/bin/env node
// Local mail sink for development and tests: accepts any mail on SMTP (default port 1025) and
// keeps it in memory. Read it at http://localhost:1080 (inbox page) or as JSON:
//   GET /api/messages            every message, newest first
//   GET /api/messages?to=ADDRESS  messages to one address
//   DELETE /api/messages         empties the inbox
import { createServer } from "node:http";
import { simpleParser } from "mailparser";
import { SMTPServer } from "smtp-server";

const SMTP_PORT = Number(process.env.MAIL_SINK_SMTP_PORT ?? 1025);
const HTTP_PORT = Number(process.env.MAIL_SINK_HTTP_PORT ?? 1080);
const MAX_MESSAGES = 500;
let messages = [];
let counter = 0;

export function startMailSink({ smtpPort = SMTP_PORT, httpPort = HTTP_PORT, quiet = false } = {}) {
  const smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    logger: false,
    onData(stream, session, callback) {
      simpleParser(stream)
        .then((mail) => {
          const message = {
            id: String(++counter),
            date: new Date().toISOString(),
            from: mail.from?.text ?? "",
            to: session.envelope.rcptTo.map((r) => r.address),
            subject: mail.subject ?? "",
            text: mail.text ?? "",
            html: typeof mail.html === "string" ? mail.html : "",
          };
          messages = [message, ...messages].slice(0, MAX_MESSAGES);
          if (!quiet) console.log(`[mail-sink] ${message.to.join(", ")}: ${message.subject}`);
          callback();
        })
        .catch(callback);
    },
  });
  smtp.listen(smtpPort, "127.0.0.1");

  const escape = (s) =>
    String(s).replace(
      /[&<>"]/g,
      (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;" })[c],
    );
  const http = createServer((req, res) => {
    const url = new URL(req.url ?? "/", `http://localhost:${httpPort}`);
    if (url.pathname === "/api/messages" && req.method === "DELETE") {
      messages = [];
      res.writeHead(204).end();
      return;
    }
    if (url.pathname === "/api/messages") {
      const to = url.searchParams.get("to")?.toLowerCase();
      const list = to ? messages.filter((m) => m.to.some((a) => a.toLowerCase() === to)) : messages;
      res.writeHead(200, { "Content-Type": "application/json" }).end(JSON.stringify(list));
      return;
    }
    if (url.pathname === "/") {
      const rows = messages
        .map(
          (m) =>
            `<article><h2>${escape(m.subject)}</h2><p><b>To:</b> ${escape(m.to.join(", "))} · <b>From:</b> ${escape(m.from)} · ${escape(m.date)}</p><pre>${escape(m.text)}</pre></article>`,
        )
        .join("<hr>");
      res
        .writeHead(200, { "Content-Type": "text/html; charset=utf-8" })
        .end(
          `<!doctype html><html lang="en"><meta charset="utf-8"><title>Mail sink</title><body style="font-family:sans-serif;max-width:50rem;margin:2rem auto"><h1>Mail sink (${messages.length})</h1>${rows || "<p>No mail yet.</p>"}</body></html>`,
        );
      return;
    }
    res.writeHead(404).end();
  });
  http.listen(httpPort, "127.0.0.1");
  if (!quiet) console.log(`[mail-sink] SMTP on ${smtpPort}, inbox on http://localhost:${httpPort}`);
  return {
    close: () =>
      Promise.all([new Promise((r) => smtp.close(r)), new Promise((r) => http.close(r))]),
  };
}

if (import.meta.url === `file://${process.argv[1]}`) startMailSink();
