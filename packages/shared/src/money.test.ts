import { describe, expect, it } from 'vitest';
import { formatNaira, koboToNaira, nairaToKobo } from './money';

describe('money', () => {
  it('formats naira with 2 decimals and the sign before the symbol', () => {
    expect(formatNaira(2000)).toBe('₦2,000.00');
    expect(formatNaira(-145)).toBe('−₦145.00');
    expect(formatNaira(-0.001)).toBe('₦0.00');
    expect(formatNaira(1450, 0)).toBe('₦1,450');
  });

  it('converts between naira and integer kobo', () => {
    expect(nairaToKobo(1234.56)).toBe(123456);
    expect(koboToNaira(123456)).toBe(1234.56);
  });
});
