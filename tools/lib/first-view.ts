/** What a visitor's browser downloads for a page's first view, counted in a real Chromium. */
import type { Page, Response } from 'playwright-core';

export interface FirstView {
  /** Response bodies and headers, as transferred. */
  total: number;
  images: number;
  requests: number;
}

/** Bytes a page transfers until the network is quiet (what a visitor's phone downloads at first). */
export async function firstViewBytes(page: Page, url: string): Promise<FirstView> {
  const sizes: Promise<{ bytes: number; image: boolean }>[] = [];
  const onResponse = (response: Response) => {
    sizes.push(
      response
        .request()
        .sizes()
        .then((s) => ({ bytes: s.responseBodySize + s.responseHeadersSize, image: response.request().resourceType() === 'image' })),
    );
  };
  page.on('response', onResponse);
  await page.goto(url, { waitUntil: 'networkidle' });
  page.off('response', onResponse);
  const all = await Promise.all(sizes);
  return {
    total: all.reduce((sum, s) => sum + s.bytes, 0),
    images: all.filter((s) => s.image).reduce((sum, s) => sum + s.bytes, 0),
    requests: all.length,
  };
}
