/**
 * `npm run dev` only (never in a real build): reloads the page after each successful rebuild,
 * shows the build's Finnish report over the page until it is fixed, lists a good build's warnings
 * (what the assignment still lacks) in a small box that leaves the page usable, and reloads when
 * the server it reconnects to is a new one (restarted after a change to the program's code).
 */
import { serveMessages } from '../messages/serve.ts';

const OVERLAY_ID = 'dev-build-error';

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

const WARNINGS_ID = 'dev-build-warnings';

/** A small box in the corner, not over the page: the site built, these are only reminders. */
function showWarnings(text: string): void {
  document.getElementById(WARNINGS_ID)?.remove();
  const box = document.createElement('aside');
  box.id = WARNINGS_ID;
  box.lang = 'fi';
  box.setAttribute('role', 'status');
  Object.assign(box.style, {
    position: 'fixed',
    right: '8px',
    bottom: '8px',
    maxWidth: 'min(40rem, calc(100vw - 16px))',
    maxHeight: '40vh',
    overflow: 'auto',
    zIndex: '10',
    padding: '8px 12px',
    background: 'rgba(40, 30, 0, 0.95)',
    color: '#ffe9a8',
    border: '1px solid #a08020',
    borderRadius: '6px',
    font: '13px/1.45 ui-monospace, monospace',
  });
  const hide = document.createElement('button');
  hide.type = 'button';
  hide.textContent = serveMessages.warningsHide;
  Object.assign(hide.style, { float: 'right', marginLeft: '8px' });
  hide.addEventListener('click', () => box.remove());
  const list = document.createElement('pre');
  Object.assign(list.style, { margin: '0', whiteSpace: 'pre-wrap' });
  list.textContent = text;
  box.append(hide, list);
  document.body.append(box);
}

const data = (event: Event) => JSON.parse((event as MessageEvent<string>).data) as string;
let server: string | undefined;
// The build this page came from, sent back so that a build that ended before this tab connected
// still reloads it (reload-channel.ts).
const navigation = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming | undefined;
const build = navigation?.serverTiming?.find((entry) => entry.name === 'dev-build')?.description;
const events = new EventSource(build === undefined ? '/__dev/events' : `/__dev/events?build=${encodeURIComponent(build)}`);
events.addEventListener('hello', (event) => {
  const id = data(event);
  if (server !== undefined && server !== id) location.reload();
  server = id;
});
events.addEventListener('reload', () => location.reload());
events.addEventListener('build-error', (event) => showError(data(event)));
events.addEventListener('build-warnings', (event) => showWarnings(data(event)));
