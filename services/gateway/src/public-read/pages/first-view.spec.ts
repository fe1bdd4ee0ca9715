import type { Request } from 'express';
import { FirstViewRenderer, loopbackOrigin, withFirstView, type FirstView } from './first-view';

const PAGE = '<html><head><title>T</title></head><body><div id="root"></div></body></html>';
const VIEW: FirstView = { head: '<link rel="preload" as="image" href="/a.jpg"/>', html: '<main>$& Hi</main>', state: '<script type="application/json" id="s">{}</script>' };
const request = (over: Partial<{ originalUrl: string; localAddress: string; localPort: number; headers: Record<string, string> }> = {}) =>
  ({
    originalUrl: over.originalUrl ?? '/',
    path: '/',
    headers: over.headers ?? {},
    socket: { localAddress: over.localAddress ?? '127.0.0.1', localPort: over.localPort ?? 3000 },
  }) as unknown as Request;

describe('first view', () => {
  describe('withFirstView', () => {
    it('should put the hints in the head, the markup in the root and the data after it, taking $ patterns literally', () => {
      expect(withFirstView(PAGE, VIEW)).toBe(
        '<html><head><title>T</title><link rel="preload" as="image" href="/a.jpg"/></head><body><div id="root"><main>$& Hi</main></div><script type="application/json" id="s">{}</script></body></html>',
      );
    });

    it('should leave the page as it is without a first view', () => {
      expect(withFirstView(PAGE, null)).toBe(PAGE);
    });
  });

  describe('loopbackOrigin', () => {
    it('should name the address and port the request came in on', () => {
      expect(loopbackOrigin(request({ localAddress: '::ffff:127.0.0.1', localPort: 4100 }))).toBe('http://127.0.0.1:4100');
      expect(loopbackOrigin(request({ localAddress: '::1', localPort: 4100 }))).toBe('http://[::1]:4100');
    });
  });

  describe(FirstViewRenderer.name, () => {
    it('should render with the page path, this server as the API, and the language', async () => {
      const render = jest.fn().mockResolvedValue(VIEW);
      const renderer = new FirstViewRenderer(__filename, () => Promise.resolve({ renderFirstView: render }));
      await expect(renderer.render(request({ originalUrl: '/content/x?t=5', localPort: 4200 }), 'ar')).resolves.toBe(VIEW);
      expect(render).toHaveBeenCalledWith('/content/x?t=5', 'http://127.0.0.1:4200', 'ar', { saveData: false });
    });

    it("should pass on the visitor's Save-Data hint", async () => {
      const render = jest.fn().mockResolvedValue(VIEW);
      const renderer = new FirstViewRenderer(__filename, () => Promise.resolve({ renderFirstView: render }));
      await renderer.render(request({ headers: { 'save-data': 'on' } }), 'en');
      await renderer.render(request({ headers: { 'save-data': 'off' } }), 'en');
      expect(render.mock.calls.map((call) => (call as unknown[])[3])).toEqual([{ saveData: true }, { saveData: false }]);
    });

    it('should give no first view without a server bundle, when the bundle fails, or when it is slow', async () => {
      await expect(new FirstViewRenderer('/no/such/server-entry.js').render(request(), 'en')).resolves.toBeNull();
      const failing = new FirstViewRenderer(__filename, () => Promise.resolve({ renderFirstView: () => Promise.reject(new Error('boom')) }));
      await expect(failing.render(request(), 'en')).resolves.toBeNull();
      const broken = new FirstViewRenderer(__filename, () => Promise.reject(new Error('syntax')));
      await expect(broken.render(request(), 'en')).resolves.toBeNull();
      const slow = new FirstViewRenderer(__filename, () => Promise.resolve({ renderFirstView: () => new Promise<never>(() => undefined) }), 20);
      await expect(slow.render(request(), 'en')).resolves.toBeNull();
    });
  });
});
