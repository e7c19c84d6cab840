import { describe, expect, expectTypeOf, it } from 'vitest';
import { err, ok, type Result } from './result';

describe('Result', () => {
  it('wraps a success value under ok: true', () => {
    expect(ok(42)).toEqual({ ok: true, value: 42 });
  });

  it('wraps a failure under ok: false', () => {
    expect(err('BAD')).toEqual({ ok: false, error: 'BAD' });
  });

  it('narrows to the value or the error by checking ok', () => {
    const result: Result<number, 'BAD'> = Math.random() > 2 ? err('BAD') : ok(1);
    if (result.ok) {
      expectTypeOf(result.value).toEqualTypeOf<number>();
    } else {
      expectTypeOf(result.error).toEqualTypeOf<'BAD'>();
    }
    expect(result.ok).toBe(true);
  });
});
