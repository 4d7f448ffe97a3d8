import { act, renderHook } from '@testing-library/preact';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CONFIG } from '../../../../../../test-support/web/fake-api';
import { reloadAppConfig } from '../../../lib/app-config';
import { ApiError } from '../../../lib/http';
import { toast } from '../../../lib/toast';
import { answerWith } from '../../../test-support/fetch-answer';
import { useResendCode } from './use-resend-code';

// The installation's config as the API answers it (a minute between codes), unless a test says otherwise.
beforeEach(() => answerWith(200, CONFIG));
afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe('useResendCode', () => {
  it('says the code was sent and waits a minute before the next', async () => {
    const success = vi.spyOn(toast, 'success');
    const { result } = renderHook(() => useResendCode());
    await act(() => result.current.send(async () => undefined));
    expect(success).toHaveBeenCalledTimes(1);
    expect(result.current.secondsLeft).toBe(60);
    expect(result.current.isSending).toBe(false);
  });

  it('shows the refusal and waits as long as the server asked', async () => {
    const failure = vi.spyOn(toast, 'error');
    const { result } = renderHook(() => useResendCode());
    await act(() =>
      result.current.send(async () => {
        throw new ApiError('Too many codes.', 429, true, 25);
      }),
    );
    expect(failure.mock.calls[0]?.[0]).toContain('Too many codes.');
    expect(result.current.secondsLeft).toBe(25);
  });

  it('waits as long as the installation sends codes, once GET /api/config has said it', async () => {
    answerWith(200, { ...CONFIG, otpResendIntervalSeconds: 90 });
    await reloadAppConfig();
    const { result } = renderHook(() => useResendCode());
    await act(() => result.current.send(async () => undefined));
    expect(result.current.secondsLeft).toBe(90);
  });
});
