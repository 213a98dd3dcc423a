/**
 * `npm run dev` only (never in a real build): reloads the page after each successful rebuild and
 * shows a build error over the page until it is fixed.
 */
const OVERLAY_ID = 'dev-build-error';

function showError(message: string): void {
  let overlay = document.getElementById(OVERLAY_ID);
  if (!overlay) {
    overlay = document.createElement('pre');
    overlay.id = OVERLAY_ID;
    overlay.setAttribute('role', 'alert');
    // CSSOM properties, not a style attribute: the strict CSP allows these.
    Object.assign(overlay.style, {
      position: 'fixed', inset: '0', margin: '0', padding: '24px', zIndex: '10', overflow: 'auto',
      background: 'rgba(20, 0, 0, 0.94)', color: '#ffd7d7', font: '14px/1.5 ui-monospace, monospace', whiteSpace: 'pre-wrap',
    });
    document.body.append(overlay);
  }
  overlay.textContent = `Build failed. Fix the problem and save; this page reloads by itself.\n\n${message}`;
}

const events = new EventSource('/__dev/events');
events.addEventListener('reload', () => location.reload());
events.addEventListener('build-error', (event) => showError(JSON.parse((event as MessageEvent<string>).data) as string));
