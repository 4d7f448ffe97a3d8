// Texts that name the app say the operator's brand name: Waka until /api/config brings another, then the new
// name on the screen already shown, without a reload.
import { act, render, screen } from '@testing-library/preact';
import { useTranslation } from 'react-i18next';
import { afterEach, describe, expect, it } from 'vitest';
import { applyAppName } from './i18n';

function LoginSubtitle() {
  const { t } = useTranslation();
  return <p>{t('auth.loginSubtitle')}</p>;
}

afterEach(() => applyAppName('Waka'));

describe('applyAppName', () => {
  it('renames the app in texts on screen', () => {
    render(<LoginSubtitle />);
    expect(screen.getByText('Log in to book or drive with Waka.')).toBeTruthy();
    act(() => applyAppName('Lagos Rides'));
    expect(screen.getByText('Log in to book or drive with Lagos Rides.')).toBeTruthy();
  });
});
