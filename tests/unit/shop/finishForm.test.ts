import { describe, expect, it } from 'vitest';
import { finishForm } from '../../../src/custom/shop/shopForms';

const errorOf = (goodQuantity: string) => {
  const parsed = finishForm.safeParse({ goodQuantity, scrapQuantity: '0' });
  return parsed.success ? null : parsed.error.issues[0]?.message;
};

describe('the finish form on the tablet', () => {
  it('takes whole counts up to the server’s bound, and says the server’s text past it', () => {
    expect(finishForm.parse({ goodQuantity: ' 12 ', scrapQuantity: '0' })).toEqual({ goodQuantity: 12, scrapQuantity: 0 });
    expect(errorOf('100000')).toBeNull();
    expect(errorOf('100001')).toBe('Adet en fazla 100.000 olabilir.');
    expect(errorOf('1,5')).toBe('Sıfır veya daha büyük bir tam sayı girin.');
  });
});
