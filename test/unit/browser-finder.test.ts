/** Where the booklet looks for a browser on each system (src/booklet/browser.ts), tested on any machine. */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { browserCandidates, findBrowser } from '../../src/booklet/browser.ts';

describe('the browser finder', () => {
  it('tries only CHROME_PATH, then only CHROMIUM_PATH, on every system', () => {
    for (const platform of ['win32', 'darwin', 'linux'] as const) {
      assert.deepEqual(browserCandidates(platform, { CHROME_PATH: '/x/chrome', CHROMIUM_PATH: '/y/chromium' }), ['/x/chrome']);
      assert.deepEqual(browserCandidates(platform, { CHROMIUM_PATH: '/y/chromium' }), ['/y/chromium']);
    }
  });

  it('looks for Chrome, Chromium and Edge per user and in both Program Files folders on Windows', () => {
    const env = { LOCALAPPDATA: 'C:\\Users\\aino\\AppData\\Local', ProgramFiles: 'C:\\Program Files', 'ProgramFiles(x86)': 'C:\\Program Files (x86)' };
    assert.deepEqual(browserCandidates('win32', env), [
      'C:\\Users\\aino\\AppData\\Local\\Google\\Chrome\\Application\\chrome.exe',
      'C:\\Program Files\\Google\\Chrome\\Application\\chrome.exe',
      'C:\\Program Files (x86)\\Google\\Chrome\\Application\\chrome.exe',
      'C:\\Users\\aino\\AppData\\Local\\Chromium\\Application\\chrome.exe',
      'C:\\Program Files\\Chromium\\Application\\chrome.exe',
      'C:\\Program Files (x86)\\Chromium\\Application\\chrome.exe',
      'C:\\Users\\aino\\AppData\\Local\\Microsoft\\Edge\\Application\\msedge.exe',
      'C:\\Program Files\\Microsoft\\Edge\\Application\\msedge.exe',
      'C:\\Program Files (x86)\\Microsoft\\Edge\\Application\\msedge.exe',
    ]);
    // Without the variables, the standard folders are still tried.
    const bare = browserCandidates('win32', {});
    assert.ok(bare.includes('C:\\Program Files (x86)\\Microsoft\\Edge\\Application\\msedge.exe'));
    assert.ok(bare.includes('C:\\Program Files\\Google\\Chrome\\Application\\chrome.exe'));
  });

  it('looks in /Applications and ~/Applications on macOS', () => {
    assert.deepEqual(browserCandidates('darwin', { HOME: '/Users/aino' }), [
      '/Applications/Google Chrome.app/Contents/MacOS/Google Chrome',
      '/Applications/Chromium.app/Contents/MacOS/Chromium',
      '/Applications/Microsoft Edge.app/Contents/MacOS/Microsoft Edge',
      '/Users/aino/Applications/Google Chrome.app/Contents/MacOS/Google Chrome',
      '/Users/aino/Applications/Chromium.app/Contents/MacOS/Chromium',
      '/Users/aino/Applications/Microsoft Edge.app/Contents/MacOS/Microsoft Edge',
    ]);
  });

  it("has Debian's /usr/bin/chromium and the Chrome, Chromium and Edge packages on Linux", () => {
    const linux = browserCandidates('linux', {});
    for (const file of ['/usr/bin/chromium', '/usr/bin/chromium-browser', '/usr/bin/google-chrome', '/usr/bin/microsoft-edge', '/snap/bin/chromium']) {
      assert.ok(linux.includes(file), file);
    }
  });

  it('returns the first candidate that exists, and nothing for a CHROME_PATH that does not', () => {
    assert.equal(findBrowser({ CHROME_PATH: process.execPath }, 'linux'), process.execPath);
    assert.equal(findBrowser({ CHROME_PATH: '/no/such/chrome' }, 'linux'), undefined);
    assert.equal(findBrowser({ HOME: '/no/such/home' }, 'darwin'), undefined);
  });
});
