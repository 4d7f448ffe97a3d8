// Nothing under 2 characters (2 ask for exact aliases only), one debounced request, at most 5 options chosen by
// keyboard, and the failure text with an empty list.
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/preact';
import toast, { Toaster } from 'react-hot-toast';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { loadToastLibrary } from '../../../lib/toast';
import { DestinationSearch } from './destination-search';

// The server answers at most 5 (the endpoint map's answer schema).
const places = Array.from({ length: 5 }, (_, i) => ({
  name: `Place ${i}`,
  latitude: 6 + i / 100,
  longitude: 3,
}));
let fetchMock: ReturnType<typeof vi.fn>;

function answer(status: number, body: unknown) {
  return Promise.resolve(new Response(JSON.stringify(body), { status }));
}

function setup() {
  const onSelect = vi.fn();
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <DestinationSearch near={{ latitude: 6.6, longitude: 3.35 }} onSelect={onSelect} />
      <Toaster />
    </QueryClientProvider>,
  );
  return { onSelect, input: screen.getByRole('combobox') };
}

async function type(input: HTMLElement, value: string) {
  fireEvent.input(input, { target: { value } });
  await act(async () => {
    await vi.advanceTimersByTimeAsync(350);
  });
  // The answer arrives and renders.
  await act(async () => {
    await vi.advanceTimersByTimeAsync(50);
  });
}

beforeEach(async () => {
  // In the app the library is in by the time a person types (it loads after the first paint).
  await loadToastLibrary();
  vi.useFakeTimers();
  fetchMock = vi.fn(() => answer(200, { suggestions: places }));
  vi.stubGlobal('fetch', fetchMock);
  vi.stubGlobal('matchMedia', () => ({ matches: false, addEventListener() {}, removeEventListener() {} }));
});
afterEach(() => {
  cleanup();
  toast.remove();
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('DestinationSearch', () => {
  it('asks only from 2 characters, once the typing pauses, and shows at most 5', async () => {
    const { input } = setup();
    await type(input, 'I');
    expect(fetchMock).not.toHaveBeenCalled();
    fireEvent.input(input, { target: { value: 'Ike' } });
    fireEvent.input(input, { target: { value: 'Ikej' } });
    await type(input, 'Ikeja');
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const url = new URL(String(fetchMock.mock.calls[0]![0]));
    expect(url.pathname).toBe('/api/geo/search');
    expect(url.searchParams.get('q')).toBe('Ikeja');
    expect(url.searchParams.get('lat')).toBe('6.6');
    expect(screen.getAllByRole('option')).toHaveLength(5);
    expect(input.getAttribute('aria-expanded')).toBe('true');
  });

  it('moves through the options with the arrow keys and picks one with Enter', async () => {
    const { input, onSelect } = setup();
    await type(input, 'Place');
    fireEvent.keyDown(input, { key: 'ArrowDown' });
    fireEvent.keyDown(input, { key: 'ArrowDown' });
    const active = input.getAttribute('aria-activedescendant');
    expect(document.getElementById(active!)?.textContent).toBe('Place 1');
    expect(screen.getByRole('option', { name: 'Place 1' }).getAttribute('aria-selected')).toBe('true');
    fireEvent.keyDown(input, { key: 'Enter' });
    expect(onSelect).toHaveBeenCalledWith(places[1]);
    expect((input as HTMLInputElement).value).toBe('Place 1');
    expect(input.getAttribute('aria-expanded')).toBe('false');
  });

  it('says "Failed to fetch location suggestions." and lists nothing when the search fails', async () => {
    fetchMock.mockImplementation(() => answer(503, { message: 'down' }));
    const { input } = setup();
    await type(input, 'Ikeja');
    expect(screen.getByText('Failed to fetch location suggestions.')).toBeTruthy();
    expect(screen.queryAllByRole('option')).toHaveLength(0);
  });

  it('says "No places found — drop a pin on the map" when nothing matches', async () => {
    fetchMock.mockImplementation(() => answer(200, { suggestions: [] }));
    const { input } = setup();
    await type(input, 'qxzqxz');
    expect(screen.getByRole('status').textContent).toBe('No places found — drop a pin on the map');
    expect(screen.queryAllByRole('option')).toHaveLength(0);
  });
});
