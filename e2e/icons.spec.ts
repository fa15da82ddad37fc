import { expect, test } from './fixtures';
import { pngSize } from './png';

// The page's icons and its manifest's are PNG files of the sizes they declare. An SVG icon would be
// drawn by the page's own renderer as a document of its own, a long task on its main thread at load
// (docs/decisions/032-start-up-in-short-tasks.md).
test('the page and its manifest name PNG icons of the sizes they declare, and no SVG icon', async ({
  page,
  request,
}) => {
  await page.goto('/');
  const links = await page.locator('link[rel="icon"], link[rel="apple-touch-icon"]').evaluateAll((elements) =>
    elements.map((element) => ({
      href: element.getAttribute('href') ?? '',
      type: element.getAttribute('type'),
      sizes: element.getAttribute('sizes'),
    })),
  );
  const manifestHref = await page.locator('link[rel="manifest"]').getAttribute('href');
  expect(manifestHref).not.toBeNull();
  const manifestResponse = await request.get(manifestHref ?? '');
  expect(manifestResponse.status()).toBe(200);
  const manifest = (await manifestResponse.json()) as { icons: { src: string; sizes: string; type: string }[] };

  const icons = [...links, ...manifest.icons.map((icon) => ({ href: icon.src, type: icon.type, sizes: icon.sizes }))];
  expect(icons.map((icon) => icon.href)).toEqual([
    '/favicon-32.png',
    '/apple-touch-icon.png',
    '/icon-192.png',
    '/icon-512.png',
  ]);
  for (const icon of icons) {
    expect(icon.type ?? 'image/png').toBe('image/png');
    const response = await request.get(icon.href);
    expect(response.status(), icon.href).toBe(200);
    expect(response.headers()['content-type'], icon.href).toBe('image/png');
    const { width, height } = pngSize(await response.body());
    expect(width, icon.href).toBe(height);
    // The apple-touch-icon declares no size: iOS takes 180 px.
    expect(`${width}x${height}`, icon.href).toBe(icon.sizes ?? '180x180');
  }
  expect(await page.locator('link[rel~="icon"][type="image/svg+xml"]').count()).toBe(0);
});
