// One outgoing GET with a hard time limit (a slow provider never holds a request more than ~2 s).
// Errors name the provider and status only: URLs carry the LocationIQ key, so they are never put in errors.
export class ProviderError extends Error {}

export async function getJson(
  provider: string,
  url: URL,
  timeoutMs: number,
  signal?: AbortSignal,
): Promise<unknown> {
  const timeout = AbortSignal.timeout(timeoutMs);
  const combined = signal ? AbortSignal.any([signal, timeout]) : timeout;
  let response: Response;
  try {
    response = await fetch(url, { headers: { accept: 'application/json' }, signal: combined });
  } catch (error) {
    const reason = timeout.aborted ? `timed out after ${timeoutMs} ms` : describeFetchError(error);
    throw new ProviderError(`${provider} ${reason}`);
  }
  if (!response.ok) {
    await response.body?.cancel().catch(() => undefined);
    throw new ProviderError(`${provider} answered HTTP ${response.status}`);
  }
  try {
    return await response.json();
  } catch {
    throw new ProviderError(
      timeout.aborted ? `${provider} timed out after ${timeoutMs} ms` : `${provider} sent invalid JSON`,
    );
  }
}

/** The cause's code (ECONNREFUSED …) without the message, which may quote the URL. */
function describeFetchError(error: unknown): string {
  const cause = (error as { cause?: { code?: unknown } })?.cause;
  const code = typeof cause?.code === 'string' ? cause.code : 'network error';
  return `request failed (${code})`;
}
