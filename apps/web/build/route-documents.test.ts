import { describe, expect, it } from 'vitest';
import { routeDocumentName, withMarkup } from './route-documents';

const HTML =
  '<html><head><title>Waka</title></head><body><div id="root"></div><script></script></body></html>';

describe('route documents', () => {
  it('puts the markup in #root and the hints React hoisted into the head', () => {
    const page = withMarkup(HTML, '<link rel="preload" as="image" href="/i.svg"/><main><h1>Hi</h1></main>');
    expect(page).toBe(
      '<html><head><title>Waka</title><link rel="preload" as="image" href="/i.svg"/></head>' +
        '<body><div id="root"><main><h1>Hi</h1></main></div><script></script></body></html>',
    );
  });

  it('puts a page shell in an inert sibling before the empty #root, which the app renders into', () => {
    const page = withMarkup(HTML, '<main><h1>Dashboard</h1></main>', { shell: true });
    expect(page).toBe(
      '<html><head><title>Waka</title></head><body><div id="page-shell" inert aria-hidden="true">' +
        '<main><h1>Dashboard</h1></main>' +
        '</div><div id="root"></div><script></script></body></html>',
    );
  });

  it('refuses a document without an empty #root', () => {
    expect(() => withMarkup('<body><div id="app"></div></body>', '<main></main>')).toThrow(/#root|root/);
  });

  it('names a route document by its lower-case path', () => {
    expect(routeDocumentName('/')).toBe('routes/index.html');
    expect(routeDocumentName('/Registration')).toBe('routes/registration.html');
  });
});
