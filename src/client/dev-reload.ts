/**
 * `npm run dev` only (never in a real build): reloads the page after each successful rebuild and
 * shows the build's Finnish report over the page until it is fixed.
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
      position: 'fixed', inset: '0', margin: '0', padding: '24px', zIndex: '10', overflow: 'auto',
      background: 'rgba(20, 0, 0, 0.94)', color: '#ffd7d7', font: '14px/1.5 ui-monospace, monospace', whiteSpace: 'pre-wrap',
    });
    document.body.append(overlay);
  }
  overlay.textContent = `${serveMessages.overlayHeading}\n\n${message}`;
}

const events = new EventSource('/__dev/events');
events.addEventListener('reload', () => location.reload());
events.addEventListener('build-error', (event) => showError(JSON.parse((event as MessageEvent<string>).data) as string));
