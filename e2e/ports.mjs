// Ports of the browser tests (all on localhost): the site, the backend and the mail sink.
export const E2E_PORTS = {
  web: Number(process.env.E2E_PORT ?? 3100),
  backend: Number(process.env.E2E_BACKEND_PORT ?? 1337),
  smtp: Number(process.env.E2E_MAIL_SMTP_PORT ?? 1025),
  mailHttp: Number(process.env.E2E_MAIL_HTTP_PORT ?? 1080),
};
