/**
 * Debian's Chromium, as the browser tests and `npm run lighthouse` launch it: no browser is ever
 * downloaded, and background networking is off because the machine reaches only loopback.
 */
export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export const CHROMIUM_FLAGS = ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking'];
