import { afterEach, describe, expect, it, vi } from 'vitest';
import { followLocationPermission, type LocationPermission } from './geolocation';

/** A PermissionStatus the test can change, as the browser does when the user flips the site's setting. */
class FakeStatus extends EventTarget {
  constructor(public state: PermissionState) {
    super();
  }
  change(next: PermissionState) {
    this.state = next;
    this.dispatchEvent(new Event('change'));
  }
}

function withBrowser(query: () => Promise<FakeStatus>) {
  const spy = vi.fn(query);
  vi.stubGlobal('navigator', { geolocation: {}, permissions: { query: spy } });
  return spy;
}

afterEach(() => vi.unstubAllGlobals());

describe('followLocationPermission', () => {
  it('reports the state now and on every change, from one query, until stopped', async () => {
    const status = new FakeStatus('prompt');
    const query = withBrowser(async () => status);
    const seen: LocationPermission[] = [];
    const stop = await followLocationPermission((state) => seen.push(state));
    expect(seen).toEqual(['prompt']);
    status.change('denied');
    status.change('granted');
    expect(seen).toEqual(['prompt', 'denied', 'granted']);
    stop();
    status.change('denied');
    expect(seen).toEqual(['prompt', 'denied', 'granted']);
    expect(query).toHaveBeenCalledTimes(1);
  });

  it("says 'prompt' when the browser cannot tell", async () => {
    withBrowser(async () => {
      throw new TypeError('geolocation is not a valid permission name');
    });
    const seen: LocationPermission[] = [];
    await followLocationPermission((state) => seen.push(state));
    expect(seen).toEqual(['prompt']);
  });

  it("says 'unsupported' without asking when the browser has no geolocation", async () => {
    const query = vi.fn();
    vi.stubGlobal('navigator', { permissions: { query } });
    const seen: LocationPermission[] = [];
    await followLocationPermission((state) => seen.push(state));
    expect(seen).toEqual(['unsupported']);
    expect(query).not.toHaveBeenCalled();
  });
});
