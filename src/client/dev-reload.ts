/**
 * `npm run dev` only (never in a real build): reloads the page after each successful rebuild,
 * shows the build's Finnish report over the page until it is fixed, a good build's warnings in a
 * strip at the foot of the page, and reloads when the server
 * it reconnects to is a new one (restarted after a change to the program's code).
 */
import { serveMessages } from '../messages/serve.ts';

const OVERLAY_ID = 'dev-build-error';
const WARNINGS_ID = 'dev-build-warnings';

function showError(message: string): void {
  let overlay = document.getElementById(OVERLAY_ID);
  if (!overlay) {
    overlay = document.createElement('pre');
    overlay.id = OVERLAY_ID;
    overlay.lang = 'fi';
    overlay.setAttribute('role', 'alert');
    // CSSOM properties, not a style attribute: the strict CSP allows these.
    Object.assign(overlay.style, {
      position: 'fixed',
      inset: '0',
      margin: '0',
      padding: '24px',
      zIndex: '10',
      overflow: 'auto',
      background: 'rgba(20, 0, 0, 0.94)',
      color: '#ffd7d7',
      font: '14px/1.5 ui-monospace, monospace',
      whiteSpace: 'pre-wrap',
    });
    document.body.append(overlay);
  }
  overlay.textContent = `${serveMessages.overlayHeading}\n\n${message}`;
}

/** The warnings strip: the page stays usable above it; a tap hides it until the next reload. */
function showWarnings(message: string): void {
  // A reconnect (without a reload) sends them again: one strip only.
  document.getElementById(WARNINGS_ID)?.remove();
  const strip = document.createElement('pre');
  strip.id = WARNINGS_ID;
  strip.lang = 'fi';
  strip.setAttribute('role', 'status');
  Object.assign(strip.style, {
    position: 'fixed',
    left: '0',
    right: '0',
    bottom: '0',
    maxHeight: '40vh',
    margin: '0',
    padding: '16px 24px',
    zIndex: '10',
    overflow: 'auto',
    background: 'rgba(40, 30, 0, 0.96)',
    color: '#ffe9a8',
    font: '13px/1.5 ui-monospace, monospace',
    whiteSpace: 'pre-wrap',
  });
  strip.textContent = `${serveMessages.warningsHeading}\n\n${message}`;
  strip.addEventListener('click', () => strip.remove());
  document.body.append(strip);
}

const data = (event: Event) => JSON.parse((event as MessageEvent<string>).data) as string;
let server: string | undefined;
const events = new EventSource('/__dev/events');
events.addEventListener('hello', (event) => {
  const id = data(event);
  if (server !== undefined && server !== id) location.reload();
  server = id;
});
events.addEventListener('reload', () => location.reload());
events.addEventListener('build-error', (event) => showError(data(event)));
events.addEventListener('build-warning', (event) => showWarnings(data(event)));
